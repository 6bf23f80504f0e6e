// A GameStore that times its writes (for /metrics) and passes everything else
// straight through. Wrapped around the real store in app.ts.

import type { StoreOperation } from '../metrics.ts';
import type { GameStore } from './types.ts';

export type WriteObserver = (operation: StoreOperation, seconds: number, ok: boolean) => void;

export function instrumentStore(store: GameStore, observe: WriteObserver): GameStore {
  const timed =
    <A extends unknown[]>(operation: StoreOperation, write: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      const started = process.hrtime.bigint();
      let ok = false;
      try {
        await write.apply(store, args);
        ok = true;
      } finally {
        observe(operation, Number(process.hrtime.bigint() - started) / 1e9, ok);
      }
    };
  const writes: Partial<Record<keyof GameStore, unknown>> = {
    createGame: timed('createGame', store.createGame),
    saveGame: timed('saveGame', store.saveGame),
    appendIntent: timed('appendIntent', store.appendIntent),
  };
  // Every other method (reads, close, whatever the interface gains) goes to the store unchanged.
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in writes) return writes[prop as keyof GameStore];
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
