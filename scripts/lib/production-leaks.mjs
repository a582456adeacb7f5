/**
 * Dev values that must never reach a deployed environment. Checked on the configuration wrangler
 * would actually upload: the shop's built dist/server/wrangler.json (CLOUDFLARE_ENV flattened by
 * the Vite plugin) and the backend's wrangler.toml resolved for the environment. The dev-only
 * routes (/api/dev/*, the e-mail outbox, /api/diagnostics/error) answer only when ENVIRONMENT is
 * "development" (src/lib/request/environment.ts), so that variable is what keeps them shut.
 */
const SECRET_NAME = /(SECRET|TOKEN|_JWK|_KEY|PASSWORD|DSN)$/;
const LOOPBACK = /\b(localhost|127\.0\.0\.1|::1)\b|\.local\b|\.localhost\b/;

/** Problems in one worker's resolved config for `env`; an empty list means clean. */
export function productionLeaks(worker, config, env) {
  const problems = [];
  const vars = config.vars ?? {};
  if (vars.ENVIRONMENT !== env) problems.push(`${worker}: ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT)}, expected "${env}"`);
  for (const [name, value] of Object.entries(vars)) {
    if (SECRET_NAME.test(name)) problems.push(`${worker}: ${name} is a plain variable; it must be a secret (wrangler secret put ${name})`);
    if (typeof value === 'string' && /^dev-/.test(value)) problems.push(`${worker}: ${name} has a development value`);
    if (typeof value === 'string' && LOOPBACK.test(value)) problems.push(`${worker}: ${name} names a local host (${value})`);
  }
  if (vars.PUNCHOUT_DEV_HOOK_HOSTS) problems.push(`${worker}: PUNCHOUT_DEV_HOOK_HOSTS must be empty`);
  if (vars.RATE_LIMIT_EXEMPT_IPS && LOOPBACK.test(vars.RATE_LIMIT_EXEMPT_IPS)) problems.push(`${worker}: RATE_LIMIT_EXEMPT_IPS exempts loopback`);
  if (env === 'production' && 'CONTENT_ENVIRONMENT' in vars && vars.CONTENT_ENVIRONMENT !== 'master') problems.push(`${worker}: CONTENT_ENVIRONMENT must be "master" (no drafts in production)`);
  if (config.workers_dev !== false) problems.push(`${worker}: workers_dev must be false`);
  if (config.observability?.enabled !== true) problems.push(`${worker}: observability (Workers Logs) must be on`);
  for (const route of config.routes ?? []) {
    const pattern = typeof route === 'string' ? route : route.pattern;
    if (LOOPBACK.test(pattern) || pattern.includes('/api/dev')) problems.push(`${worker}: route ${pattern} is a development route`);
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (kv.id === 'shop-cache') problems.push(`${worker}: KV ${kv.binding} uses the local development id`);
  }
  for (const db of config.d1_databases ?? []) {
    if (db.database_id === '00000000-0000-4000-8000-000000000001') problems.push(`${worker}: D1 ${db.binding} uses the local development database id`);
  }
  return problems;
}
