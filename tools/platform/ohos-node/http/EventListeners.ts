// The listener table of one HttpRequest. Reproduces netstack's EventManager
// (communication_netstack utils/napi_utils/src/event_manager.cpp):
//  - AddListener first erases every listener of the same type: ONE listener per event type, a second
//    on('dataReceive', cb2) replaces the first;
//  - off(type, cb) removes only a listener that is that very function; off(type) removes all of the type;
//  - 'headerReceive' (deprecated) listeners are AsyncCallbacks, called (undefined, data); the others are
//    Callbacks, called (data); once() listeners are dropped after their first call.
// A listener that throws does not stop the transfer: the exception is rethrown on its own, like an
// uncaught exception in an ArkTS callback.

type AnyListener = (...args: Object[]) => void;

interface Entry {
  type: string;
  callback: AnyListener;
  once: boolean;
  asyncCallback: boolean;
}

export class EventListeners {
  private entries: Entry[] = [];

  add(type: string, callback: AnyListener, once: boolean): void {
    if (typeof type !== 'string' || typeof callback !== 'function') return;
    this.entries = this.entries.filter((e) => e.type !== type);
    this.entries.push({ type, callback, once, asyncCallback: type === 'headerReceive' });
  }

  remove(type: string, callback?: AnyListener): void {
    this.entries = this.entries.filter((e) => e.type !== type || (callback !== undefined && e.callback !== callback));
  }

  has(type: string): boolean {
    return this.entries.some((e) => e.type === type);
  }

  emit(type: string, data?: Object): void {
    for (const entry of this.entries.filter((e) => e.type === type)) {
      try {
        if (entry.asyncCallback) entry.callback(undefined as unknown as Object, data as Object);
        else entry.callback(data as Object);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    this.entries = this.entries.filter((e) => !(e.type === type && e.once));
  }
}
