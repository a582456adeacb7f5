import { describe, expect, it } from 'vitest';
import { analyticsChunks } from '../../bench/lib/analytics-js.mjs';
import { analyticsChunkGroup } from '../../scripts/lib/analytics-chunk.mjs';

// Issue 18's budget is read from the build: its modules go in chunks of their own (waku.config.ts)
// and the bench counts those chunks plus the facades that only re-export them.
describe('the analytics code-splitting group', () => {
  it.each([
    '/w/src/features/analytics/analytics-observer.tsx',
    '/w/src/features/analytics/data-layer.ts',
    '/w/src/features/tracking/tracking-sender.tsx',
    '/w/src/features/consent/consent-banner.tsx',
    '/w/src/features/monitoring/browser-monitoring.tsx',
    '/w/src/features/consent/consent-effects.tsx?v=1',
  ])('captures %s', (id) => {
    expect(analyticsChunkGroup.test(id)).toBe(true);
  });

  it.each([
    // The Sentry SDK and replay load lazily, after consent: never in the eager chunk.
    '/w/src/features/monitoring/sentry-browser.ts',
    '/w/src/features/monitoring/sentry-replay.ts',
    '/w/node_modules/@sentry/browser/build/npm/esm/index.js',
    // The web-vitals reporter loads after hydration (analytics-observer.tsx).
    '/w/src/features/analytics/report-web-vitals.ts',
    '/w/node_modules/web-vitals/dist/modules/onINP.js',
    '/w/node_modules/react/index.js',
    '/w/src/features/cart/use-cart-action.ts',
    '/w/src/features/analytics/analytics-item.test.ts',
  ])('leaves %s where it was', (id) => {
    expect(analyticsChunkGroup.test(id)).toBe(false);
  });
});

describe('analyticsChunks (which of a page\'s scripts are issue 18\'s)', () => {
  const file = (path: string, code: string, gzipBytes = 100) => ({ path, code, gzipBytes });

  it('counts the group chunk and the facades that only import it, nothing else', () => {
    const files = [
      file('/assets/index-AbCd1234.js', 'import"./main-Zz.js";export{}'),
      file('/assets/analytics-BD2-k4jk.js', 'import{d as e}from"./index-AbCd1234.js";var r=1;', 7777),
      file('/assets/analytics-observer-CDbHFmub.js', 'import{a as e,c as t}from"./analytics-BD2-k4jk.js";var i={AnalyticsObserver:e};export{i as export_1}', 200),
      file('/assets/open-consent-settings-DzhDZaRH.js', 'import{g as e}from"./analytics-BD2-k4jk.js";var t={ConsentSettingsButton:e};export{t as export_2}', 90),
      // Imports the group and something else: a feature of its own that uses the data layer.
      file('/assets/flyout-DiN9Rfiz.js', 'import{v as e}from"./analytics-BD2-k4jk.js";import{x}from"./index-AbCd1234.js";'),
      file('/assets/_layout-BUJAeJK8.js', 'export const a=1;'),
    ];
    expect(analyticsChunks(files).map(({ path, role }) => [path, role])).toEqual([
      ['/assets/analytics-BD2-k4jk.js', 'group'],
      ['/assets/analytics-observer-CDbHFmub.js', 'facade'],
      ['/assets/open-consent-settings-DzhDZaRH.js', 'facade'],
    ]);
  });

  it('knows a facade named like the group from the group chunk itself', () => {
    const files = [file('/assets/analytics-observer-CDbHFmub.js', 'import{a}from"./index-AbCd1234.js";')];
    expect(analyticsChunks(files)).toEqual([]);
  });
});
