// A store's whole visible state as text: its surfaces, each one's data model, component ids and rendered
// tree (keys, types, resolved props, children). "State untouched" in the tests means this text is equal.
import type { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { allNodes } from './Tree';

export function snapshot(store: A2uiSurfaceStore): string {
  return JSON.stringify(store.surfaceIds().map((id) => {
    const surface = store.surface(id)!;
    return {
      id,
      data: surface.dataModel().toRaw(),
      components: surface.componentIds().sort(),
      tree: allNodes(surface.root()).map((n) => [n.key, n.component, n.props.toRaw(), n.children.map((c) => c.key)]),
    };
  }));
}
