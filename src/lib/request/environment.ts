import { z } from 'zod';

/**
 * The worker's variables (wrangler.toml [vars] and secrets), parsed once per isolate and binding
 * set. "Is this local development" is decided here and nowhere else: it turns off the `__Host-`
 * cookie prefix and Secure (plain http://localhost cannot carry them), HSTS, and turns on the
 * development-only routes and http punch-out hooks.
 */
const EnvironmentSchema = z.object({
  ENVIRONMENT: z.string().min(1),
  TOKEN_REFRESH_MARGIN_SECONDS: z.coerce.number().int().min(0).max(900).catch(60),
  SENTRY_DSN: z.string().optional(),
  PUNCHOUT_DEV_HOOK_HOSTS: z.string().optional(),
  /** Store-page map tiles: an https template with {z}/{x}/{y}; empty draws the map without tiles. */
  CONTENT_MAP_TILE_URL: z.string().optional(),
  CONTENT_MAP_ATTRIBUTION: z.string().optional(),
  /** Client addresses the rate limits never count: "127.0.0.1,::1" → ['127.0.0.1', '::1']. */
  RATE_LIMIT_EXEMPT_IPS: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').map((ip) => ip.trim()).filter((ip) => ip !== '')),
  /**
   * Signs the checkout result cookie (the order numbers of the success page). A secret: `wrangler
   * secret put CHECKOUT_RESULT_SECRET`; local development signs with a fixed development key.
   */
  CHECKOUT_RESULT_SECRET: z.string().min(32).optional(),
  /**
   * Signs the cookie that keeps the customer's assortment and preferred store (decision 046). A
   * secret like the one above; without it a deployed shop asks the services on every page.
   */
  CUSTOMER_FACTS_SECRET: z.string().min(32).optional(),
});

export type Environment = z.infer<typeof EnvironmentSchema> & {
  /** Local development (`ENVIRONMENT = "development"`): plain http, dev-only routes on. */
  isLocalDevelopment: boolean;
};

const parsed = new WeakMap<object, Environment>();

/** The validated environment of these bindings; a misconfigured worker fails loudly on first use. */
export function readEnvironment(env: object): Environment {
  const known = parsed.get(env);
  if (known) return known;
  const values = EnvironmentSchema.parse(env);
  const environment = { ...values, isLocalDevelopment: values.ENVIRONMENT === 'development' };
  parsed.set(env, environment);
  return environment;
}
