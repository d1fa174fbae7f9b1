// Reads ets-loader's logger output back into diagnostics. Its two message shapes:
//   `ArkTS:ERROR File: <path>:<line>:<col>\n <message>\n`   type checker and linter (ets_checker.ts printDiagnostic)
//   `ArkTS:WARN File: <path>:<line>:<col>\n <message>`      UI validation and transform (utils.ts getMessage)
// also without a place (`ArkTS:WARN: ...`, `ArkTS:ERROR File: <path>\n ...`), each after an ANSI colour code.
// Severity is the logger's level when the text names none (a console.error is an error).

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const SHAPE = /^\s*(?:ArkTS|BUILD):?(ERROR|WARN|NOTE|INFO)\b:?\s*(?:File:\s*(.+?)(?::(\d+):(\d+))?\s*\n)?([\s\S]*)$/;

const SEVERITY = { ERROR: 'error', WARN: 'warning', NOTE: 'note', INFO: 'note' };

/** One logger call -> { file?, line, col, severity, message }, or undefined for chatter (empty, timing lines). */
export function parseLogMessage({ level, text }) {
  const clean = text.replace(ANSI, '').replace(/\s+$/, '');
  if (clean.trim() === '') return undefined;
  const m = clean.match(SHAPE);
  const levelSeverity = level === 'error' ? 'error' : level === 'warn' ? 'warning' : 'note';
  const oneLine = (text) => text.trim().replace(/\s*\n\s*/g, ' ');
  if (!m) return { file: undefined, line: 0, col: 0, severity: levelSeverity, message: oneLine(clean) };
  return {
    file: m[2],
    line: m[3] ? Number(m[3]) : 0,
    col: m[4] ? Number(m[4]) : 0,
    severity: SEVERITY[m[1]] ?? levelSeverity,
    message: m[5].trim().replace(/\s*\n\s*/g, ' '),
  };
}
