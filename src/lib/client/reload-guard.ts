/**
 * A full reload after a chunk-loading error (spec point 8), at most once per target within the
 * guard's lifetime (spec point 9: 10000 ms). A deploy that really lost its chunks would otherwise
 * reload the same page for ever; with the guard the second failure shows the error page instead.
 * The record lives in sessionStorage: it survives the reload it guards, and only that tab's.
 */

export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_KEY = 'chunk-reload-guard';

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface GuardRecord {
  path: string;
  at: number;
}

function readRecord(storage: GuardStorage): GuardRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as GuardRecord).path === 'string' && typeof (parsed as GuardRecord).at === 'number') return parsed as GuardRecord;
  } catch {
    // A damaged record guards nothing.
  }
  return null;
}

/**
 * Whether to reload `path` now; records the reload when it says yes. No: the same path was
 * reloaded less than the TTL ago (the reload did not help). Storage that throws (private mode,
 * full) says no, so a missing guard can never turn into a loop.
 */
export function claimReload(storage: GuardStorage, path: string, now: number, ttlMs = RELOAD_GUARD_TTL_MS): boolean {
  try {
    const last = readRecord(storage);
    if (last && last.path === path && now - last.at >= 0 && now - last.at < ttlMs) return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'importing a module script failed',
  'unable to preload css',
  'loading chunk',
  'loading css chunk',
];

/** A failed import of a code chunk (names and messages differ between Chromium, Firefox and Safari). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message.toLowerCase() : '';
  return CHUNK_ERROR_MESSAGES.some((known) => text.includes(known));
}
