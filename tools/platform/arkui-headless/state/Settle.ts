// Settle: lets a test wait until the UI has caught up with a state change. The real runtime flushes changes on a
// microtask (ObserveV2.fireChange) and re-renders on native's next frame (markNeedUpdate -> rerender()); settle()
// yields macrotasks until neither has anything left, so it works whatever task the native half runs frames on.
import { ObserveV2 } from './ObserveV2';
import { viewsAwaitingRerender } from './ViewV2';

const MAX_TURNS = 200;

function turn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** True while a change waits for its flush or a marked view waits for native's rerender(). */
export function hasPendingUpdates(): boolean {
  return ObserveV2.getObserve().hasPendingChanges() || viewsAwaitingRerender.size > 0;
}

/** Resolves once every pending flush and re-render has run; rejects, naming the views, if native never re-renders. */
export async function settle(): Promise<void> {
  for (let i = 0; i < MAX_TURNS; i += 1) {
    await turn();
    if (!hasPendingUpdates()) {
      return;
    }
  }
  const waiting = Array.from(viewsAwaitingRerender).map((view) => view.debugInfo__()).join(', ');
  throw new Error(`settle(): still pending after ${MAX_TURNS} turns` +
    (waiting.length > 0 ? `; markNeedUpdate() was called but native never called rerender() on ${waiting}` : ''));
}
