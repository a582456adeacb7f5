/**
 * The browser's throttle for calls it starts itself (spec point 9: 1 to 30 requests per second),
 * so a stuck key or a script cannot flood the services: a sliding window of one second, and a
 * call over the limit waits for its turn rather than failing.
 */

export const THROTTLE_RANGE = { min: 1, max: 30 } as const;
export const DEFAULT_REQUESTS_PER_SECOND = 10;
const WINDOW_MS = 1000;

/** A configured rate inside 1–30; anything unreadable gives the default. */
export function requestsPerSecond(configured: string | number | undefined): number {
  const value = typeof configured === 'string' ? Number(configured.trim() || Number.NaN) : configured;
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_REQUESTS_PER_SECOND;
  return Math.min(THROTTLE_RANGE.max, Math.max(THROTTLE_RANGE.min, Math.floor(value)));
}

export interface ThrottleClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realClock: ThrottleClock = { now: () => Date.now(), wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

export interface RequestThrottle {
  /** Resolves when a call may start; the start is counted at that moment. */
  acquire(): Promise<void>;
  /** How long a call asked for now would wait, in ms (0: at once). */
  delayNow(): number;
}

export function createRequestThrottle(perSecond: number, clock: ThrottleClock = realClock): RequestThrottle {
  const limit = requestsPerSecond(perSecond);
  /** Start times granted within the last window, oldest first (future ones are reservations). */
  const starts: number[] = [];

  const reserve = (): number => {
    const now = clock.now();
    while (starts.length > 0 && starts[0]! <= now - WINDOW_MS) starts.shift();
    // The limit-th most recent start decides: the next may start one window after it.
    const at = starts.length < limit ? now : Math.max(now, starts[starts.length - limit]! + WINDOW_MS);
    starts.push(at);
    return at - now;
  };

  return {
    async acquire() {
      const delay = reserve();
      if (delay > 0) await clock.wait(delay);
    },
    delayNow() {
      const now = clock.now();
      const recent = starts.filter((start) => start > now - WINDOW_MS);
      return recent.length < limit ? 0 : Math.max(0, recent[recent.length - limit]! + WINDOW_MS - now);
    },
  };
}
