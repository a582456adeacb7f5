/**
 * The secrets each deployed worker needs (`wrangler secret put NAME --env <env>`), found in the
 * code: the shop's ShopBindings (src/lib/request/shop-env.ts) and the backend's BackendBindings and
 * content env. scripts/deploy.mjs refuses production while one is missing; the README lists them.
 */
export const deploySecrets = {
  shop: [
    ['CHECKOUT_RESULT_SECRET', 'HMAC key of the one-time checkout result cookie (32+ random characters)'],
    ['CUSTOMER_FACTS_SECRET', 'HMAC key of the cookie keeping the customer assortment and preferred store (32+ random characters)'],
    ['CONTENT_DELIVERY_TOKEN', 'content delivery API token (published entries)'],
    ['CONTENT_PREVIEW_TOKEN', 'content preview API token (drafts; used when CONTENT_ENVIRONMENT is "stage")'],
    ['CONTENT_WEBHOOK_SECRET', 'shared secret of POST /api/content/webhook'],
    ['CATALOGUE_WEBHOOK_SECRET', 'shared secret of POST /api/catalogue/webhook (purges the edge cache)'],
    ['SENTRY_DSN', 'error reporting (Sentry); without it errors are only logged'],
  ],
  backend: [
    ['AUTH_SIGNING_JWK', 'ES256 private JWK that signs access tokens (its public half is served as JWKS)'],
    ['CONTENT_DELIVERY_TOKEN', 'the same delivery token the shop sends'],
    ['CONTENT_PREVIEW_TOKEN', 'the same preview token the shop sends'],
  ],
};

/** Names in `wanted` missing from `present`, as "worker: NAME" lines. */
export function missingSecrets(worker, present) {
  const have = new Set(present);
  return deploySecrets[worker].filter(([name]) => !have.has(name)).map(([name, why]) => `${worker}: ${name} (${why})`);
}
