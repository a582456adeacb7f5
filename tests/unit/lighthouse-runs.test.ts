import { describe, expect, it } from 'vitest';
import { summariseRuns, summariseShifts, type LighthouseRun } from '../../bench/lib/lighthouse-runs.mjs';

const run = (score: number, rest: Partial<LighthouseRun> = {}): LighthouseRun => ({ score, lcpMs: 2000, cls: 0, tbtMs: 100, fcpMs: 1800, mainThreadMs: 3000, scriptMs: 900, longestTaskMs: 150, ...rest });

describe('summariseRuns (the bench’s Lighthouse figures of one page)', () => {
  it('takes each figure’s middle value, so one stray run moves none of them', () => {
    const summary = summariseRuns([run(96, { tbtMs: 90, lcpMs: 2100 }), run(67, { tbtMs: 3100, lcpMs: 3400, mainThreadMs: 9900 }), run(92, { tbtMs: 120, lcpMs: 2200 })]);
    expect(summary).toMatchObject({ runs: 3, score: 92, tbtMs: 120, lcpMs: 2200, mainThreadMs: 3000 });
  });

  it('keeps the lowest and highest score and the worst layout shift of any run', () => {
    const summary = summariseRuns([run(97), run(81, { cls: 0.031 }), run(95)]);
    expect(summary.scoreRange).toEqual([81, 97]);
    expect(summary.cls).toBe(0);
    expect(summary.worstCls).toBe(0.031);
  });

  it('names the largest paint from the first run that could, or nothing', () => {
    expect(summariseRuns([run(90), run(91, { lcpElement: 'P.consent-banner__intro 1128 ms' })]).lcpElement).toBe('P.consent-banner__intro 1128 ms');
    expect(summariseRuns([run(90)]).lcpElement).toBeUndefined();
  });
});

describe('summariseShifts (what moved in a page’s observed loads)', () => {
  it('names the largest shifts of all loads with the elements that moved, and counts the loads that shifted', () => {
    const loads = [
      { lcpElement: undefined, shifts: [] },
      { lcpElement: undefined, shifts: [{ score: 0.0041, ms: 900, elements: ['DIV.product-card__offer'] }, { score: 0.0213, ms: 1200, elements: ['MAIN#main', 'FOOTER.site-footer'] }] },
      { lcpElement: undefined, shifts: [{ score: 0.001, ms: 700, elements: [] }, { score: 0.0005, ms: 800, elements: ['P.listing__count'] }] },
    ];
    expect(summariseShifts(loads)).toEqual({ loads: 3, shiftedLoads: 2, largest: ['MAIN#main + FOOTER.site-footer 0.021', 'DIV.product-card__offer 0.004', '(no element) 0.001'] });
  });

  it('has nothing to name when no load shifted', () => {
    expect(summariseShifts([{ lcpElement: 'H1 800 ms', shifts: [] }])).toEqual({ loads: 1, shiftedLoads: 0, largest: [] });
  });
});
