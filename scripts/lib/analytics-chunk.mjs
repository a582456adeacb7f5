// Issue 18's budget: the client JS of analytics, tracking, consent and the monitoring loader that
// a catalogue page loads before consent, at most 8 KB gzip. Waku (rolldown) would spread these
// modules over shared chunks, where their bytes cannot be told apart from their neighbours'; this
// group gives them chunks of their own, named `analytics…`, so `npm run bench` measures them from
// the build instead of guessing. `entriesAware` splits the group by which client entries import a
// module, so a module only a checkout page needs does not ride along on every page; and
// dependencies outside the group (React, texts) stay where they were.
// Not in the group: the Sentry SDK and session replay (loaded lazily, after consent), the
// web-vitals reporter with its library (loaded after hydration, analytics-observer.tsx; in the
// group it was part of the chunk every page loads), and the development-only data-layer panel,
// which the root layout renders only in local development: in the group it rode along to every
// visitor in the chunk their pages load before consent.

/** Matches a module id (absolute path) that belongs to issue 18's client code. */
export const ANALYTICS_MODULE = /[\\/]src[\\/]features[\\/](?:analytics|tracking|consent)[\\/]|[\\/]src[\\/]features[\\/]monitoring[\\/]browser-monitoring\.tsx$/;

/** Built chunk files of the group start with this name: assets/analytics-<hash>.js, analytics2-<hash>.js. */
export const ANALYTICS_CHUNK_NAME = 'analytics';

/** The rolldown code-splitting group for the client build (waku.config.ts). */
export const analyticsChunkGroup = {
  name: ANALYTICS_CHUNK_NAME,
  test: (id) => ANALYTICS_MODULE.test(id.split('?')[0]) && !/\.test\.tsx?$|dev-data-layer-panel|report-web-vitals/.test(id),
  entriesAware: false,
  includeDependenciesRecursively: false,
};
