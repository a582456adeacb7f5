import type { DataLayerEvent } from './ecommerce-events';

/**
 * Spec point 9's thresholds (good up to the first, poor above the second). FID is in the spec but
 * no longer in the web-vitals library: INP reports in its place (decision 036).
 */
export const WEB_VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
} as const;
export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Spec point 7: CLS × 1000, the others the rounded delta since the last report of the metric. */
export function webVitalEvent(metric: { name: WebVitalName; id: string; value: number; delta: number }): DataLayerEvent {
  const reported = metric.name === 'CLS' ? Math.round(metric.delta * 1000) : Math.round(metric.delta);
  return { event: 'web_vitals', metric_name: metric.name, metric_id: metric.id, metric_value: reported, metric_rating: ratingOf(metric.name, metric.value) };
}
