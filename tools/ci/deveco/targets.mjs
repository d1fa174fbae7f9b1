// The compilations DevEco runs on this project, one per module and target, as data:
// - `main`: the module's own build (assembleHap for an entry, assembleHar for a HAR): src/main.
// - `ohosTest`: the instrument test (hvigorw ... ohosTest@...): src/ohosTest, a `feature` module of its own
//   (its module.json5 names it, e.g. agent_core_test) whose abilities, pages and testrunner/ are the entries.
// - `localTest`: the local unit test (`hvigorw test`): the module's src/main compiled with every file of
//   src/test as an extra entry (written as loader.json `compileEntry`), into <module>/.test like hvigor.
// A target whose source folder does not exist is not compiled (DevEco skips it too).
import fs from 'node:fs';
import path from 'node:path';

export const TARGET_KINDS = {
  main: { srcRoot: path.join('src', 'main'), targetName: 'default', outDir: path.join('build', 'default'),
    task: 'CompileArkTS' },
  ohosTest: { srcRoot: path.join('src', 'ohosTest'), targetName: 'ohosTest', outDir: path.join('build', 'default'),
    task: 'OhosTestCompileArkTS' },
  localTest: { srcRoot: path.join('src', 'main'), testRoot: path.join('src', 'test'), targetName: 'default',
    outDir: path.join('.test', 'default'), task: 'UnitTestArkTS' },
};

/** [{ module, dir, kind }] for every module of the project and each target that has sources. */
export function projectTargets(copyRoot, modules) {
  const out = [];
  for (const m of modules) {
    const moduleDir = path.join(copyRoot, m.dir);
    for (const [kind, spec] of Object.entries(TARGET_KINDS)) {
      const needed = spec.testRoot ?? path.join(spec.srcRoot, 'ets');
      const hasModuleJson = fs.existsSync(path.join(moduleDir, spec.srcRoot, 'module.json5'));
      if (fs.existsSync(path.join(moduleDir, needed)) && hasModuleJson) {
        out.push({ module: m.name, dir: m.dir, kind });
      }
    }
  }
  return out;
}

/** The label a target is reported under: `agent_core`, `agent_core@ohosTest`, `agent_core@test`. */
export function targetLabel(target) {
  if (target.kind === 'main') return target.module;
  return `${target.module}@${target.kind === 'localTest' ? 'test' : target.kind}`;
}
