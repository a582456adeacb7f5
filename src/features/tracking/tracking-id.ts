import { TRACKING_ID_KEY, TRACKING_ID_LENGTH } from './tracking-limits';

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const VALID_ID = /^[A-Za-z0-9_-]{21}$/;

/** 21 random URL-safe characters (64 symbols, so a byte's low 6 bits pick one without bias). */
export function newTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TRACKING_ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += URL_SAFE[byte & 63];
  return id;
}

/**
 * Spec point 4: the visitor's tracking id, read from local storage '_l54a' or made and saved
 * there. A storage that refuses (private mode, full) still gets an id for this page view.
 */
export function readOrCreateTrackingId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const saved = storage?.getItem(TRACKING_ID_KEY);
    if (saved && VALID_ID.test(saved)) return saved;
  } catch {
    // Storage blocked: fall through to a fresh id.
  }
  const id = newTrackingId();
  try {
    storage?.setItem(TRACKING_ID_KEY, id);
  } catch {
    // Not kept: the next page view makes another id, which is all a blocked storage allows.
  }
  return id;
}
