// Finds the two OpenHarmony source trees the front end is built from (deveco-config.mjs SOURCES), in order:
// 1. the environment variable names a local copy: a git dir (bare mirror or checkout) that holds the release
//    tag, or a plain directory assumed to be a checkout of it;
// 2. with internet, a shallow bare clone at the tag, kept in the cache;
// 3. otherwise nothing, and the caller says in one line how to provide them.
// Trees are exported with `git archive <tag>`, so a mirror's other branches never leak in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_TAG, SOURCES } from './deveco-config.mjs';

function git(args, options = {}) {
  return spawnSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
}

/** The commit of the tag in a git dir (bare or not), or undefined when the tag is absent. */
function tagCommit(gitDir) {
  const result = git(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${RELEASE_TAG}^{commit}`]);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function gitDirOf(dir) {
  const result = git(['-C', dir, 'rev-parse', '--absolute-git-dir']);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function fromEnvironment(spec) {
  const value = process.env[spec.env];
  if (!value) return undefined;
  const dir = path.resolve(value);
  if (!fs.existsSync(dir)) return { error: `${spec.env}=${value}: no such directory` };
  const gitDir = gitDirOf(dir);
  if (gitDir) {
    const commit = tagCommit(gitDir);
    if (!commit) {
      return { error: `${spec.env}=${value}: the git dir has no tag ${RELEASE_TAG} ` +
        `(fetch it: git fetch origin tag ${RELEASE_TAG})` };
    }
    return { kind: 'git', gitDir, commit, origin: `${spec.env} (git dir ${gitDir})` };
  }
  // A plain checkout, e.g. an unpacked release archive: its files are used as they are.
  return { kind: 'dir', dir, commit: 'unknown (plain directory)', origin: `${spec.env} (directory ${dir})` };
}

function cloneAtTag(spec, cache) {
  const gitDir = path.join(cache, 'src', `${path.basename(spec.repo)}.git`);
  if (fs.existsSync(gitDir) && tagCommit(gitDir)) {
    return { kind: 'git', gitDir, commit: tagCommit(gitDir), origin: `clone of ${spec.url}` };
  }
  fs.rmSync(gitDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(gitDir), { recursive: true });
  // A low-speed limit makes a machine without internet give up in seconds, not minutes.
  const result = git(['clone', '--bare', '--depth', '1', '--branch', RELEASE_TAG, spec.url, gitDir], {
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '20' },
    timeout: 15 * 60 * 1000,
  });
  if (result.status !== 0) {
    fs.rmSync(gitDir, { recursive: true, force: true });
    return undefined;
  }
  return { kind: 'git', gitDir, commit: tagCommit(gitDir), origin: `clone of ${spec.url}` };
}

/**
 * Both trees, or `{ missing }` with one line naming how to provide them, or `{ error }` when a variable points
 * at something unusable (that is a mistake to report, not a reason to skip).
 * `allowClone: false`, or ARKAGENT_DEVECO_OFFLINE set, never touches the network.
 */
export function locateSources(cache, { allowClone = true } = {}) {
  const found = {};
  for (const [key, spec] of Object.entries(SOURCES)) {
    const local = fromEnvironment(spec);
    if (local?.error) return { error: local.error };
    found[key] = local ?? (allowClone && !process.env.ARKAGENT_DEVECO_OFFLINE ? cloneAtTag(spec, cache) : undefined);
    if (!found[key]) break; // one failed clone is enough to know there is no network
  }
  if (Object.values(found).every(Boolean)) return { sources: found };
  const names = Object.values(SOURCES).map((s) => `${s.env}=<git dir or checkout of ${s.repo}>`).join(' ');
  return {
    missing: `check:deveco: skipped, DevEco's front end sources are not here: set ${names} (tag ${RELEASE_TAG}), ` +
      'or run with internet to clone them',
  };
}

/** Writes `paths` of the tree at the tag into `dest`; `strip` drops that many leading path components. */
export function exportTree(source, paths, dest, strip = 0) {
  fs.mkdirSync(dest, { recursive: true });
  if (source.kind === 'git') {
    const archive = spawnSync('git', ['--git-dir', source.gitDir, 'archive', '--format=tar', RELEASE_TAG, ...paths],
      { maxBuffer: 1 << 30 });
    if (archive.status !== 0) {
      throw new Error(`git archive ${RELEASE_TAG} failed in ${source.gitDir}: ${archive.stderr}`);
    }
    const untar = spawnSync('tar', ['-x', '-C', dest, `--strip-components=${strip}`], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    return;
  }
  for (const p of paths) {
    const target = strip > 0 ? dest : path.join(dest, p);
    fs.cpSync(path.join(source.dir, p), target, { recursive: true });
  }
}
