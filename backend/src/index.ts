import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { BackendEnv } from './backend-env';
import { readSchemaStatus } from './schema-status';
import { authRoutes } from './auth/auth-routes';
import { usersRoutes } from './users/users-routes';
import { customersRoutes } from './customers/customers-routes';
import { locationsRoutes } from './locations/locations-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { commerceRoutes } from './commerce/commerce-routes';
import { searchRoutes } from './search/search-routes';
import { campaignsRoutes } from './campaigns/campaigns-routes';
import { contentRoutes } from './content/content-routes';
import { cartRoutes } from './cart/cart-routes';
import { cartItemRoutes } from './cart/cart-item-routes';
import { cartDeliveryRoutes } from './cart/cart-delivery-routes';
import { cartFileRoutes } from './cart/cart-file-routes';
import { checkoutRoutes } from './orders/checkout-routes';
import { orderRoutes } from './orders/order-routes';
import { orderDocumentRoutes } from './orders/order-document-routes';
import { orderInquiryRoutes } from './orders/order-inquiry-routes';
import { addressRoutes } from './addresses/address-routes';
import { zipLocationRoutes } from './addresses/zip-location-routes';
import { punchoutRoutes } from './punchout/punchout-routes';
import { spendRoutes } from './orders/spend-routes';
import { orderReferenceRoutes } from './orders/order-reference-routes';
import { listRoutes } from './favourite-lists/list-routes';
import { listFileRoutes } from './favourite-lists/list-file-routes';
import { favouriteRoutes } from './favourites/favourite-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { quoteDocumentRoutes } from './quotes/quote-document-routes';
import { configurationRoutes } from './configuration/configuration-routes';
import { d1Sessions } from './lib/d1-sessions';
import { devUpstreamDelay } from './lib/dev-upstream-delay';
import { languageRoutes } from './language/language-routes';

/**
 * The embedded backend: reference implementations of the shop's upstream services, on D1.
 * Each service adds its routes here as its issue lands (auth, catalogue, cart, content).
 */
const app = new Hono<BackendEnv>();
// Local development only: the bench's and tests' slow-upstream switch (issue 13).
app.use('*', devUpstreamDelay());
// Before every route: env.DB becomes a D1 session (replicas for catalogue reads, primary otherwise).
app.use('*', d1Sessions());

app.get('/healthz', async (c) => {
  const status = await readSchemaStatus(c.env.DB);
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok', ...status });
});

app.route('/', authRoutes);
app.route('/', usersRoutes);
app.route('/', customersRoutes);
app.route('/', locationsRoutes);
app.route('/', catalogueRoutes);
app.route('/', configurationRoutes);
app.route('/', commerceRoutes);
app.route('/', searchRoutes);
app.route('/', campaignsRoutes);
app.route('/', contentRoutes);
app.route('/', cartRoutes);
app.route('/', cartItemRoutes);
app.route('/', cartDeliveryRoutes);
app.route('/', cartFileRoutes);
app.route('/', checkoutRoutes);
// Before the order routes: their `/orders/:id` would take `/orders/spend`.
app.route('/', spendRoutes);
app.route('/', orderRoutes);
app.route('/', orderReferenceRoutes);
app.route('/', orderDocumentRoutes);
app.route('/', orderInquiryRoutes);
app.route('/', addressRoutes);
app.route('/', zipLocationRoutes);
app.route('/', punchoutRoutes);
app.route('/', listRoutes);
app.route('/', listFileRoutes);
app.route('/', favouriteRoutes);
app.route('/', quoteRoutes);
app.route('/', quoteDocumentRoutes);
app.route('/', languageRoutes);

app.notFound((c) => c.json({ error: { status: 404, code: 'not_found', message: 'Not found' } }, 404));

app.onError((error, c) => {
  if (error instanceof HTTPException) {
    return c.json({ error: { status: error.status, code: 'http_error', message: error.message } }, error.status);
  }
  console.error('backend error', error);
  return c.json({ error: { status: 500, code: 'internal_server_error', message: 'Internal server error' } }, 500);
});

export default app;
