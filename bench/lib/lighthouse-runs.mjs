import { median } from './stats.mjs';

/**
 * The figures of several runs of one page: each figure's median over the runs (nearest rank, so
 * the middle value of three), the worst CLS seen, and the lowest and highest score, which say how
 * far one run strays.
 */
export function summariseRuns(results) {
  const med = (key) => median(results.map((r) => r[key]));
  const scores = results.map((r) => r.score);
  return {
    runs: results.length,
    score: med('score'),
    scoreRange: [Math.min(...scores), Math.max(...scores)],
    lcpMs: Math.round(med('lcpMs')),
    cls: Math.round(med('cls') * 1000) / 1000,
    worstCls: Math.round(Math.max(...results.map((r) => r.cls)) * 1000) / 1000,
    tbtMs: Math.round(med('tbtMs')),
    fcpMs: Math.round(med('fcpMs')),
    mainThreadMs: Math.round(med('mainThreadMs')),
    scriptMs: Math.round(med('scriptMs')),
    longestTaskMs: Math.round(med('longestTaskMs')),
    lcpElement: results.find((r) => r.lcpElement)?.lcpElement,
  };
}

/** At most this many shifts of a page are named, the largest first. */
const SHIFTS_NAMED = 3;

/**
 * What moved in a page's observed loads (observed-load.mjs): the largest shifts of all loads,
 * each as "the elements that moved, its score" ("MAIN#main 0.021"), and how many of the loads
 * shifted at all.
 */
export function summariseShifts(loads) {
  const round = (value) => Math.round(value * 1000) / 1000;
  const largest = loads
    .flatMap((load) => load.shifts)
    .sort((a, b) => b.score - a.score)
    .slice(0, SHIFTS_NAMED)
    .map((shift) => `${shift.elements.join(' + ') || '(no element)'} ${round(shift.score)}`);
  return { loads: loads.length, shiftedLoads: loads.filter((load) => load.shifts.length > 0).length, largest };
}
