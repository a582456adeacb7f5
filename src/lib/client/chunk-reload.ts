import { claimReload, isChunkLoadError } from './reload-guard';

/** The in-app link the buyer followed last: the target of a navigation that may fail. */
let pendingTarget: { path: string; at: number } | undefined;
/** A target older than this is not the navigation that failed. */
const TARGET_LIFETIME_MS = 30_000;

export function rememberNavigationTarget(path: string): void {
  pendingTarget = { path, at: Date.now() };
}

function targetPath(): string {
  if (pendingTarget && Date.now() - pendingTarget.at < TARGET_LIFETIME_MS) return pendingTarget.path;
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * After a chunk-loading error (a deploy replaced the code the open page points at), loads the
 * page the buyer was going to in full, which brings the new code (spec point 8). The reload
 * guard lets this happen once per target in 10 s. True when the reload has started.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = targetPath();
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(storage, path, Date.now())) return false;
  window.location.assign(path);
  return true;
}
