// The layer rules `npm run check` enforces (tools/ci/check/layer-check.mjs reads them; docs/architecture.md
// explains them). One row per layer folder under agent_core/src/main/ets: which other layer folders its
// files may import, and which modules from outside the repository. Dependencies point down the pipeline;
// a folder may always import its own files. A file in a folder with no row fails the check: a new layer is
// added here on purpose, with its dependencies, not discovered. Every edge is used by some import (LayerRules test).
//
// A file belongs to the longest folder of the table that contains it (`markdown/view/X.ets` is
// `markdown/view`, `stream/deep/X.ets` is `stream`).

/** Platform kits that only the transport may import (the HTTP client, errors, util.TextDecoder). */
const TRANSPORT_KITS = ['@kit.NetworkKit', '@kit.BasicServicesKit', '@kit.ArkTS', '@ohos.*'];
/**
 * The platform's database, for the one platform-adapter folder besides transport: chat/persist holds
 * RdbChatSessionStore on relationalStore (@kit.ArkData), the Context type that opens it (@kit.AbilityKit) and
 * the BusinessError it catches (@kit.BasicServicesKit). Its contract, chat/store, stays pure ArkTS.
 */
const PERSISTENCE_KITS = ['@kit.ArkData', '@kit.AbilityKit', '@kit.BasicServicesKit'];
/**
 * The system services of the chat kit, for the third platform-adapter folder: chat/platform holds
 * SystemClipboard on the pasteboard (@kit.BasicServicesKit), the default copy of ChatView that an app can
 * replace (ChatClipboard), SystemColorMode, the system colour mode from the ability's configuration
 * (@kit.AbilityKit), SystemAnnouncer, the default announcer of finished blocks to the screen reader
 * (@kit.AccessibilityKit), SystemPermissionGate, the tools' PermissionGate on abilityAccessCtrl's permission
 * dialog (@kit.AbilityKit), and PlatformImageCodec, ImageAttachment's file read (@kit.CoreFileKit), downscale and
 * JPEG encode (@kit.ImageKit) and base64 (util.Base64Helper, @kit.ArkTS). chat/view itself stays pure ArkUI.
 */
const CHAT_PLATFORM_KITS = [
  '@kit.BasicServicesKit', '@kit.AbilityKit', '@kit.AccessibilityKit', '@kit.CoreFileKit', '@kit.ImageKit', '@kit.ArkTS',
];
/** ArkUI: only the view folders render. */
const ARKUI = ['@kit.ArkUI'];

export class LayerRule {
  /**
   * @param {string} folder the folder below agent_core/src/main/ets
   * @param {string[]} mayImport the layer folders (other than itself) its files may import
   * @param {string[]} modules the outside modules it may import (`@ohos.*` matches any `@ohos.` name)
   * @param {boolean} isView whether it holds ArkUI components (`struct`)
   */
  constructor(folder, mayImport, modules = [], isView = false) {
    this.folder = folder;
    this.mayImport = mayImport;
    this.modules = modules;
    this.isView = isView;
  }
}

export const LAYER_RULES = [
  new LayerRule('core', []),
  new LayerRule('domain', ['core']),
  // The OpenAI chat-completions format: the typed chunk and completion shapes, usage, the request body codec.
  new LayerRule('wire', ['core', 'domain']),
  new LayerRule('stream', ['core', 'domain', 'wire'], ['@arkagent/eventsource-parser']),
  new LayerRule('transport', ['core'], TRANSPORT_KITS),
  new LayerRule('providers', ['core', 'domain', 'wire']),
  new LayerRule('openai', ['core', 'domain', 'stream', 'transport', 'wire', 'providers']),
  // The test kit shipped to apps: scripted transports, chunk plans, the acceptance runner.
  new LayerRule('testing', ['core', 'domain', 'stream', 'transport']),
  // Linear-time ECMA-262 patterns for model-sent regexes (JSON Schema pattern, A2UI regex): no RegExp, no backtracking.
  new LayerRule('regex', ['core']),
  new LayerRule('schema', ['core', 'regex']),
  new LayerRule('tools', ['core', 'domain', 'schema']),
  new LayerRule('agent', ['core', 'domain', 'tools']),
  new LayerRule('markdown', ['core']),
  new LayerRule('markdown/view', ['markdown'], ARKUI, true),
  // A2UI (issue 19) in sub-layers, bottom up; each may import only the rows above it here.
  // The shared utilities (JSON reads, pointers, message names, limits, the validation error, the node).
  new LayerRule('a2ui/protocol', ['core', 'schema']),
  // The function implementations (formatting, logic, checks; `regex` runs on regex/).
  new LayerRule('a2ui/functions', ['core', 'regex', 'a2ui/protocol']),
  // The catalogs as code, and the URL policy over the fields a catalog marks `isUrl`.
  new LayerRule('a2ui/catalog', ['core', 'a2ui/protocol', 'a2ui/functions']),
  // The surface's state: data model, components, component graph, journal.
  new LayerRule('a2ui/model', ['core', 'schema', 'a2ui/protocol', 'a2ui/catalog']),
  // Resolving the tree: evaluator, template language, dependency index, render tree.
  new LayerRule('a2ui/render', ['core', 'a2ui/protocol', 'a2ui/functions', 'a2ui/catalog', 'a2ui/model']),
  // Checking a message against the catalog (the template check reuses render/'s template parser; dates are
  // core/IsoDateTime's).
  new LayerRule('a2ui/validate', ['core', 'a2ui/protocol', 'a2ui/functions', 'a2ui/catalog', 'a2ui/render']),
  // Applying a checked message to a draft of the surfaces.
  new LayerRule('a2ui/store', ['core', 'a2ui/protocol', 'a2ui/catalog', 'a2ui/model', 'a2ui/validate']),
  // The facades an app meets (A2uiSurfaceStore, A2uiSurface, A2uiPrompt...), over the sub-layers.
  new LayerRule('a2ui', ['core', 'a2ui/protocol', 'a2ui/catalog', 'a2ui/model', 'a2ui/render', 'a2ui/store']),
  // The agent side: the only part of A2UI that imports tools/ and domain/ (the send tool, the client turn).
  new LayerRule('a2ui/agent', ['core', 'domain', 'tools', 'a2ui/protocol', 'a2ui/catalog', 'a2ui']),
  // A Text draws its Markdown with the library's parser and MarkdownView (markdown/view never imports a2ui).
  new LayerRule('a2ui/view', ['core', 'markdown', 'markdown/view', 'a2ui/protocol', 'a2ui'], ARKUI, true),
  // Sessions that persist (issue 20): the ChatSessionStore contract and its rows, schema and errors (pure).
  new LayerRule('chat/store', ['core']),
  // The platform adapter of chat/store: RdbChatSessionStore on the platform's SQLite.
  new LayerRule('chat/persist', ['core', 'chat/store'], PERSISTENCE_KITS),
  // The chat kit's system services (issue 20): the pasteboard behind ChatClipboard, the system colour mode; and
  // (issue 21) the picture codec behind ImageAttachment and the permission dialog behind the tools' PermissionGate
  // (domain for the call, tools for the gate). Below chat/, which uses the codec.
  new LayerRule('chat/platform', ['core', 'domain', 'tools'], CHAT_PLATFORM_KITS),
  // The app side (seed 003): conversation state over the LLMClient interface (domain), the agent, tools and A2UI.
  new LayerRule('chat', ['core', 'domain', 'agent', 'tools', 'a2ui/protocol', 'a2ui/model', 'a2ui', 'a2ui/agent', 'chat/store',
    'chat/platform']),
  // The chat kit (issue 20): ChatView and its parts, over the controller and the Markdown and A2UI views.
  new LayerRule('chat/view', ['core', 'domain', 'markdown', 'markdown/view', 'a2ui', 'a2ui/view', 'chat',
    'chat/platform'], ARKUI, true),
];

/** agent_core/Index.ets, the public API: re-exports any layer, imports nothing from outside. */
export const INDEX_MODULES = [];

/**
 * entry/ (the demo app) reaches the library only by its package name, like any app: never a path into
 * agent_core/ and never a deep `@arkagent/core/...` name. Any platform kit is fine in an app.
 */
export const ENTRY_PACKAGE = '@arkagent/core';
export const ENTRY_MODULES = [ENTRY_PACKAGE, '@kit.*', '@ohos.*', '@ohos/hypium', '@ohos/hamock'];

/** The rule ids a violation is reported under, with the sentence each one enforces. */
export const RULES = {
  'layer-unknown-folder': 'every folder under agent_core/src/main/ets is a layer of tools/ci/check/layer-rules.mjs',
  'layer-dependency': 'a layer imports only the layers tools/ci/check/layer-rules.mjs lists for it',
  'layer-platform-import': 'only the platform adapters import platform kits: transport/ (@kit.NetworkKit, @kit.BasicServicesKit, @kit.ArkTS, @ohos.*), chat/persist/ (@kit.ArkData, @kit.AbilityKit, @kit.BasicServicesKit) and chat/platform/ (@kit.BasicServicesKit, @kit.AbilityKit, @kit.AccessibilityKit, @kit.CoreFileKit, @kit.ImageKit, @kit.ArkTS)',
  'layer-view-import': 'only the view folders (markdown/view/, a2ui/view/, chat/view/) import @kit.ArkUI',
  'layer-view-struct': 'ArkUI components (struct) live only in the view folders',
  'layer-external-module': 'a layer imports only the outside modules tools/ci/check/layer-rules.mjs lists for it',
  'layer-outside-main': 'library code imports only files under agent_core/src/main/ets',
  'imports-repo-tools': "nothing under agent_core/src/main or entry/src imports the repository's tools/",
  'entry-core-by-name': "entry/ imports agent_core only as '@arkagent/core'",
  'import-cycle': 'no two files import each other, directly or through others',
};

/** Whether `module` is matched by one of `patterns` (`@ohos.*` matches every `@ohos.` name). */
export function moduleAllowed(module, patterns) {
  return patterns.some((p) => (p.endsWith('.*') ? module.startsWith(p.slice(0, -1)) : module === p));
}
