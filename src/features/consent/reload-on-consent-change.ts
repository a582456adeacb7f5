import type { ConsentGroup } from './consent-groups';

/**
 * Whether a change of consent must reload the page (spec point 9): session replay (C0003) starts
 * or stops only with a fresh page, and a withdrawn group must take its scripts with it (the tag
 * manager cannot be unloaded). OneTrust fires its event on every page view, so only a difference
 * from the groups the page started with counts; a page that started before any choice counts as
 * having had none but C0001.
 */
export function mustReload(before: readonly ConsentGroup[] | undefined, after: readonly ConsentGroup[]): boolean {
  const had = before ?? ['C0001'];
  const withdrew = had.some((group) => !after.includes(group));
  const replayChanged = had.includes('C0003') !== after.includes('C0003');
  return withdrew || replayChanged;
}
