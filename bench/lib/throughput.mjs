import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { percentile, round1 } from './stats.mjs';

/**
 * Requests per second under concurrent load, with autocannon. autocannon ignores `duration` once
 * `amount` is set, so the count cap goes to autocannon and the time cap is our own timer calling
 * stop(): whichever comes first ends the run. Latencies are collected from the 'response' events
 * so the p95 is exact (autocannon's summary has p90 and p97.5 but no p95).
 */
export function measureThroughput(url, { host, headers = {}, connections = 10, durationS = 3, amount = 1500 } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const started = performance.now();
    const instance = autocannon({ url, connections, amount, headers: host ? { ...headers, host } : headers, timeout: 10 }, (err, result) => {
      clearTimeout(timer);
      if (err) return reject(err);
      const seconds = (performance.now() - started) / 1000;
      const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
      resolve({
        requests: latencies.length,
        seconds: round1(seconds),
        requestsPerS: Math.round(latencies.length / seconds),
        p95Ms: round1(percentile(latencies, 95)),
        statuses,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const timer = setTimeout(() => instance.stop(), durationS * 1000);
  });
}
