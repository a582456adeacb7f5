import { describe, expect, it } from 'vitest';
import { ratingOf, webVitalEvent } from './web-vitals-event';

describe('web vitals (spec points 7 and 9)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs-improvement'],
    ['INP', 200, 'good'],
    ['INP', 500.5, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('%s %s is %s', (name, value, rating) => {
    expect(ratingOf(name, value)).toBe(rating);
  });

  it('scales CLS by 1000 and rounds the others, reporting the delta', () => {
    expect(webVitalEvent({ name: 'CLS', id: 'v1', value: 0.1234, delta: 0.0456 })).toEqual({ event: 'web_vitals', metric_name: 'CLS', metric_id: 'v1', metric_value: 46, metric_rating: 'needs-improvement' });
    expect(webVitalEvent({ name: 'LCP', id: 'v2', value: 2600.6, delta: 1300.4 })).toMatchObject({ metric_value: 1300, metric_rating: 'needs-improvement' });
  });
});
