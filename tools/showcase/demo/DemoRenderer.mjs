// Renders an agent run on a terminal: per step the eight stream events (reasoning dim, the answer in Markdown
// as it arrives (AnswerStream), tool-call arguments assembling in place, retry notices, usage), the tools as
// they run, and the run's end. An AgentObserver (onStepStart, onEvent, onToolStart, onToolResult, ...,
// onRunComplete/onRunError).
import { AnswerStream } from './AnswerStream.mjs';
import { MarkdownTerminal } from './MarkdownTerminal.mjs';

const ANSI = { dim: '\x1b[2m', bold: '\x1b[1m', yellow: '\x1b[33m', red: '\x1b[31m', cyan: '\x1b[36m', green: '\x1b[32m', reset: '\x1b[0m' };

export class DemoRenderer {
  /**
   * @param lib the bundled library (the answer's IncrementalMarkdownParser)
   * @param color SGR styles (else plain text)
   * @param live redraw the answer's open block in place (only on a terminal; else each block prints once, final)
   */
  constructor(out, lib, color, live) {
    this.out = out;
    this.lib = lib;
    this.color = color;
    this.live = live;
    this.markdown = new MarkdownTerminal(color);
    this.answer = undefined;
    this.section = '';
    this.toolLine = '';
    this.toolStarts = new Map();
  }

  paint(style, text) {
    return this.color ? `${ANSI[style]}${text}${ANSI.reset}` : text;
  }

  write(text) {
    this.out.write(text);
  }

  banner(info) {
    this.write(this.paint('bold', `ArkAgent demo · ${info.provider} · ${info.model}`) + '\n');
    this.write(this.paint('dim', `${info.live ? 'live provider' : 'embedded replay server'} · ${info.url} · ${info.scenario}`) + '\n');
  }

  user(prompt) {
    this.write(`\n${this.paint('bold', '你')}: ${prompt}\n`);
  }

  // AgentObserver: the run's structure around the stream events.
  onStepStart(step) {
    this.endAnswer();
    this.section = '';
    this.toolLine = '';
    if (step > 1) this.write(this.paint('dim', `\n— step ${step}: the tool results go back to the model`));
  }

  onEvent(step, event) {
    this.onNext(event);
  }

  onStepComplete() {}

  onToolStart(step, call) {
    this.toolStarts.set(call.id, Date.now());
  }

  onToolResult(step, call, result) {
    const ms = Date.now() - (this.toolStarts.get(call.id) ?? Date.now());
    const line = result.isError ? `  ↳ ${call.name} rejected (${result.errorCode}) → ${result.content}`
      : `  ↳ ran ${call.name} locally in ${ms} ms → ${result.content}`;
    this.write(this.paint(result.isError ? 'red' : 'cyan', line) + '\n');
  }

  onRunComplete(result) {
    const calls = result.steps.reduce((sum, step) => sum + step.toolCalls.length, 0);
    this.write(this.paint('green', `✓ run ${result.status}`) + this.paint('dim', ` · ${result.steps.length} step${result.steps.length === 1 ? '' : 's'}` +
      ` · ${calls} tool call${calls === 1 ? '' : 's'} · tokens ${result.usage.totalTokens} in all`) + '\n');
  }

  onRunError(error, result) {
    this.endAnswer();
    const kept = result.interruptedMessage ? result.interruptedMessage.content.length : 0;
    this.write('\n' + this.paint(error.layer === 'cancelled' ? 'yellow' : 'red', `✗ ${error.layer}/${error.code}: ${error.message}`) +
      this.paint('dim', ` (kept ${kept} chars of the answer)`) + '\n');
  }

  enter(section, label) {
    if (this.section === section) return;
    // A finished answer already ends its last line.
    if (this.section === 'text') this.endAnswer();
    else if (this.section !== '') this.write('\n');
    this.section = section;
    if (label) this.write(label);
  }

  onNext(event) {
    switch (event.type) {
      case 'model_start':
        this.write(this.paint('dim', '\n… waiting for the model\n'));
        break;
      case 'retry': {
        const meta = event.metadata;
        this.enter('retry', '');
        this.write(this.paint('yellow', `⟳ retry ${meta.get('attempt').asNumber()} after ${meta.get('errorCode').asString()}: ` +
          `waiting ${meta.get('delayMs').asNumber()} ms`));
        this.section = '';
        this.write('\n');
        break;
      }
      case 'reasoning_delta':
        this.enter('reasoning', this.paint('dim', '思考: '));
        this.write(this.paint('dim', event.text));
        break;
      case 'text_delta':
        this.enter('text', this.paint('bold', '回答:') + '\n');
        if (this.answer === undefined) {
          this.answer = new AnswerStream(this.lib, this.out, this.markdown, this.live, this.out.columns || 80);
        }
        this.answer.push(event.text ?? '');
        break;
      case 'tool_call_delta': {
        const call = event.toolCall;
        this.enter(`tool-${call.index}`, '');
        const line = `🔧 ${call.name || '…'} ${call.argumentsJson}`;
        if (this.color) this.write(`\r\x1b[2K${this.paint('cyan', line)}`);
        else this.write(this.toolLine === '' ? line : event.text ?? '');
        this.toolLine = line;
        break;
      }
      case 'usage':
        this.usage = event.usage;
        break;
      case 'model_complete': {
        const response = event.response;
        const usage = response.usage;
        const endsLine = this.section === 'text';
        this.endAnswer();
        this.write((endsLine ? '' : '\n') + this.paint('green', `✓ ${response.finishReason}`) +
          (usage ? this.paint('dim', ` · tokens prompt ${usage.promptTokens} (cached ${usage.cachedPromptTokens ?? 0})` +
            ` + completion ${usage.completionTokens} (reasoning ${usage.reasoningTokens ?? 0}) = ${usage.totalTokens}`) : '') + '\n');
        break;
      }
      default:
        break;
    }
  }

  /** The answer's last blocks are printed final (complete, a new step, an error, a cancel). */
  endAnswer() {
    if (this.answer !== undefined) {
      this.answer.finish();
      this.answer = undefined;
    }
  }

}
