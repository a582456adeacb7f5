import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { pushDataLayerEvent } from './data-layer';
import { webVitalEvent, type WebVitalName } from './web-vitals-event';

let started = false;

/** Starts the four metrics once per page load; each reports its deltas to the data layer. */
export function reportWebVitals(): void {
  if (started) return;
  started = true;
  const report = (metric: Metric) => pushDataLayerEvent(webVitalEvent({ name: metric.name as WebVitalName, id: metric.id, value: metric.value, delta: metric.delta }));
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
}
