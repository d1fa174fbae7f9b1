// markdown-it's token stream as the same `structure` text as BlockModelText.structure: the reference
// side of the differential check (markdown-it 15, default preset: CommonMark + GFM tables and
// strikethrough, no HTML, no linkify, no typographer).
import MarkdownIt from 'markdown-it';

interface Token {
  type: string;
  tag: string;
  nesting: number;
  info: string;
  content: string;
  hidden: boolean;
  children: Token[] | null;
  attrGet(name: string): string | null;
}

const md = new MarkdownIt();

function inlineText(token: Token): string {
  let text = '';
  for (const child of token.children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline' || child.type === 'html_inline' || child.type === 'text_special') {
      text += child.content;
    } else if (child.type === 'softbreak' || child.type === 'hardbreak') {
      text += '\n';
    } else if (child.type === 'image') {
      text += inlineText(child);
    }
  }
  return text;
}

/** One styled run, in BlockModelText's notation. */
class Run {
  text = '';
  flags: string;

  constructor(flags: string) {
    this.flags = flags;
  }
}

/** The inline tokens as flat styled runs: nested strong/em/s/link flattened like MarkdownSpan. */
function inlineRuns(token: Token): string {
  const runs: Run[] = [];
  let strong = 0;
  let em = 0;
  let strike = 0;
  const links: string[] = [];
  const add = (text: string, code: boolean, image?: string) => {
    if (text.length === 0) return;
    const href = image ?? (links.length > 0 ? links[links.length - 1] : undefined);
    const flags = `${strong > 0 ? 'B' : ''}${em > 0 ? 'I' : ''}${strike > 0 ? 'S' : ''}${code ? 'C' : ''}` +
      `${image !== undefined ? 'IMG' : ''}${href !== undefined ? `L<${href}>` : ''}`;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.flags === flags && !code && image === undefined && !last.flags.includes('C') &&
      !last.flags.includes('IMG')) {
      last.text += text;
    } else {
      const run = new Run(flags);
      run.text = text;
      runs.push(run);
    }
  };
  for (const child of token.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'html_inline':
      case 'text_special':
        add(child.content, false);
        break;
      case 'softbreak':
      case 'hardbreak':
        add('\n', false);
        break;
      case 'code_inline':
        add(child.content, true);
        break;
      case 'image':
        add(inlineText(child), false, child.attrGet('src') ?? '');
        break;
      case 'strong_open': strong++; break;
      case 'strong_close': strong--; break;
      case 'em_open': em++; break;
      case 'em_close': em--; break;
      case 's_open': strike++; break;
      case 's_close': strike--; break;
      case 'link_open': links.push(child.attrGet('href') ?? ''); break;
      case 'link_close': links.pop(); break;
      default: break;
    }
  }
  return runs.map((run) => `${run.flags}${JSON.stringify(run.text)}`).join(' ');
}

let withStyles = false;

function inlineOf(token: Token): string {
  return withStyles ? inlineRuns(token) : JSON.stringify(inlineText(token));
}

class Node {
  kind: string;
  head = '';
  text?: string;
  rows: string[][] = [];
  aligns: string[] = [];
  children: Node[] = [];
  /** list: paragraphs directly in items are hidden (markdown-it's mark of a tight list). */
  tight?: boolean;

  constructor(kind: string) {
    this.kind = kind;
  }
}

function build(tokens: Token[]): Node[] {
  const root = new Node('root');
  const stack: Node[] = [root];
  let row: string[] | undefined;
  const top = () => stack[stack.length - 1];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    switch (token.type) {
      case 'paragraph_open': {
        const paragraph = new Node('paragraph');
        paragraph.text = inlineOf(tokens[i + 1]);
        const parent = top();
        if (parent.kind === 'list_item') {
          const list = stack[stack.length - 2];
          list.tight = token.hidden;
        }
        parent.children.push(paragraph);
        i += 2;
        break;
      }
      case 'heading_open': {
        const heading = new Node('heading');
        heading.head = ` ${token.tag.substring(1)}`;
        heading.text = inlineOf(tokens[i + 1]);
        top().children.push(heading);
        i += 2;
        break;
      }
      case 'fence':
      case 'code_block': {
        const code = new Node('code');
        const language = token.type === 'fence' ? md.utils.unescapeAll(token.info).trim().split(/\s+/)[0] : '';
        code.head = ` ${language || '-'}`;
        code.text = JSON.stringify(token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content);
        top().children.push(code);
        break;
      }
      case 'hr':
        top().children.push(new Node('thematic_break'));
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const list = new Node('list');
        list.head = token.type === 'bullet_list_open' ? ' bullet' : ` ordered start=${token.attrGet('start') ?? '1'}`;
        top().children.push(list);
        stack.push(list);
        break;
      }
      case 'list_item_open':
      case 'blockquote_open':
      case 'table_open': {
        const node = new Node(token.type === 'list_item_open' ? 'list_item' : token.type === 'blockquote_open' ? 'quote' : 'table');
        top().children.push(node);
        stack.push(node);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'blockquote_close':
      case 'table_close':
        stack.pop();
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        top().rows.push(row ?? []);
        row = undefined;
        break;
      case 'th_open':
      case 'td_open': {
        const style = token.attrGet('style') ?? '';
        if (token.type === 'th_open') top().aligns.push(style.replace('text-align:', '') || 'none');
        row?.push(inlineOf(tokens[i + 1]));
        i += 2;
        break;
      }
      default:
        break;
    }
  }
  return root.children;
}

function lines(nodes: Node[], indent: string): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    let line = `${indent}${node.kind}${node.head}`;
    if (node.kind === 'list' && node.tight !== undefined) line += node.tight ? ' tight' : ' loose';
    if (node.kind === 'table') line += ` ${node.aligns.join(',')}`;
    if (node.text !== undefined) line += `: ${node.text}`;
    out.push(line);
    for (const row of node.rows) out.push(`${indent}  row: ${row.join(' | ')}`);
    out.push(...lines(node.children, `${indent}  `));
  }
  return out;
}

/** markdown-it's reading of `text`, in BlockModelText.structure's form (with `styles`: styled runs). */
export function markdownItStructure(text: string, styles = false): string[] {
  withStyles = styles;
  return lines(build(md.parse(text, {}) as Token[]), '');
}
