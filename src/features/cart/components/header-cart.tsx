import { Link } from 'waku';
import { Icon } from '../../../components/icons/icon';
import { Streamed } from '../../../components/streaming/streamed';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { asCartUser, currentCart } from '../cart-access';
import { CartFlyout } from './cart-flyout';

const texts = () => ({
  cart: t('layout.cart'),
  count: t('cartPage.status.count'),
  countOne: t('cartPage.status.countOne'),
  empty: t('cartPage.status.empty'),
  toggle: t('cartPage.flyout.toggle'),
  title: t('cartPage.flyout.title'),
  toCart: t('cartPage.flyout.toCart'),
  more: t('cartPage.flyout.more'),
  loading: t('cartPage.flyout.loading'),
  emptyCart: t('cartPage.empty'),
  total: t('cartPage.totals.total'),
  mutating: t('cartPage.status.mutating'),
  error: t('cartPage.status.error'),
  added: t('cart.added'),
});

/** The line count comes from the cart service's plain REST answer: no prices, no stock. */
async function CountedCart() {
  let count: number | null = null;
  try {
    count = (await asCartUser(currentCart)).cartItems.length;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
  }
  return <CartFlyout initialCount={count} texts={texts()} />;
}

/**
 * The header's cart: for a signed-in buyer the count and flyout stream in; a visitor gets the link.
 * Meanwhile the link holds the flyout toggle's place, so nothing beside it moves when it comes.
 */
export function HeaderCart() {
  const plain = (
    <Link to={href('cart')} className="site-header__cart">
      <Icon name="cart" className="header-glyph" />
      {t('layout.cart')}
    </Link>
  );
  if (!getRequestContext().session) return plain;
  return (
    <Streamed
      fallback={
        <div className="cart-flyout">
          {plain}
          <span className="cart-flyout__toggle" aria-hidden="true" />
        </div>
      }
    >
      <CountedCart />
    </Streamed>
  );
}
