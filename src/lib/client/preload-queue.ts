/** Spec point 9: route preload, at most 5 in parallel. */
export const MAX_PARALLEL_PRELOADS = 5;

export interface PreloadQueue {
  /** Asks for a preload; a key already asked for (waiting, running or done) is not asked again. */
  enqueue(key: string): void;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Runs `start(key)` for each key, never more than `limit` at once; the rest wait in order. A
 * preload that fails frees its place like one that succeeds (a preload is only a speed-up).
 */
export function createPreloadQueue(start: (key: string) => Promise<unknown>, limit = MAX_PARALLEL_PRELOADS): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const key = waiting.shift()!;
      running++;
      let settled: Promise<unknown>;
      try {
        settled = Promise.resolve(start(key));
      } catch {
        settled = Promise.resolve();
      }
      void settled
        .catch(() => undefined)
        .then(() => {
          running--;
          next();
        });
    }
  };

  return {
    enqueue(key) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
