// A2uiTreePrinter: an A2UI surface as a text tree for the terminal, one line per node (A2uiNode: the component,
// its id, its resolved properties, its children in slot order). What a user would see and do is on the line:
// texts and labels, input values, failing checks, a Button's action and whether it is disabled. Reads only the
// library's public tree (surface.root(), node.props, node.children, node.failedChecks).
const ANSI = { dim: '\x1b[2m', bold: '\x1b[1m', red: '\x1b[31m', green: '\x1b[32m', cyan: '\x1b[36m', reset: '\x1b[0m' };

export class A2uiTreePrinter {
  constructor(color = false) {
    this.color = color;
  }

  paint(style, text) {
    return this.color ? `${ANSI[style]}${text}${ANSI.reset}` : text;
  }

  /** The surface's lines: a header, then the tree from `root` (a note while root has not arrived). */
  lines(surface) {
    const root = surface.root();
    const header = this.paint('bold', `▣ surface ${surface.id}`) + this.paint('dim', ` (${catalogName(surface.catalogId)})`);
    if (root === undefined) return [header, '  (no root component yet)'];
    const lines = [header];
    this.node(root, '', '', lines);
    return lines;
  }

  print(surface, out) {
    out.write(this.lines(surface).join('\n') + '\n');
  }

  node(node, lead, childLead, lines) {
    lines.push(`${lead}${this.describe(node)}`);
    node.children.forEach((child, i) => {
      const last = i === node.children.length - 1;
      this.node(child, `${childLead}${last ? '└─ ' : '├─ '}`, `${childLead}${last ? '   ' : '│  '}`, lines);
    });
  }

  /** `Component #id details`; a placeholder says it has not arrived. */
  describe(node) {
    if (node.isPlaceholder) return this.paint('dim', `… #${node.key} (not arrived yet)`);
    const props = node.props.toRaw();
    const head = `${this.paint('bold', node.component)} ${this.paint('dim', `#${node.key}`)}`;
    const details = detailsOf(node.component, props);
    let line = details.length > 0 ? `${head} ${details}` : head;
    if (node.failedChecks.length > 0) {
      line += node.component === 'Button' ? ' ' + this.paint('red', `[disabled: ${node.failedChecks.join('; ')}]`)
        : ' ' + this.paint('red', `✗ ${node.failedChecks.join('; ')}`);
    } else if (node.component === 'Button') {
      line += ' ' + this.paint('green', '[enabled]');
    }
    return line;
  }
}

function catalogName(id) {
  const match = /catalogs\/([^/]+)\/catalog\.json$/.exec(id);
  return match ? `${match[1]} catalog` : id;
}

const quote = (value) => JSON.stringify(value ?? '');

/** The properties a reader needs, per component; other components list their scalar properties. */
function detailsOf(component, props) {
  switch (component) {
    case 'Text':
      return [props.variant && props.variant !== 'body' ? props.variant : '', quote(props.text)].filter(Boolean).join(' ');
    case 'TextField':
      return `${quote(props.label)} = ${quote(props.value)}${props.variant && props.variant !== 'shortText' ? ` (${props.variant})` : ''}`;
    case 'CheckBox':
      return `[${props.value ? 'x' : ' '}] ${quote(props.label)}`;
    case 'Slider':
      return `${props.label ? quote(props.label) + ' ' : ''}= ${props.value} in [${props.min ?? 0}, ${props.max}]`;
    case 'ChoicePicker': {
      const chosen = Array.isArray(props.value) ? props.value : [];
      const options = (props.options ?? []).map((o) => `${chosen.includes(o.value) ? '◉' : '○'} ${o.label}`).join('  ');
      return `${props.label ? quote(props.label) + ' ' : ''}${options}`;
    }
    case 'DateTimeInput':
      return `${props.label ? quote(props.label) + ' ' : ''}= ${quote(props.value)}`;
    case 'Button': {
      const event = props.action?.event;
      const target = event ? `→ ${event.name}` : props.action?.functionCall ? `→ ${props.action.functionCall.call}()` : '';
      return [props.variant && props.variant !== 'default' ? props.variant : '', target].filter(Boolean).join(' ');
    }
    case 'Image':
    case 'Video':
    case 'AudioPlayer':
      return quote(props.url);
    case 'Icon':
      return typeof props.name === 'string' ? props.name : 'svgPath';
    default:
      return Object.entries(props).filter(([, v]) => v !== null && typeof v !== 'object')
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
  }
}
