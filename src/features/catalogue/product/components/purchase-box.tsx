import { purchasability } from '../../../../lib/catalogue/purchasability';
import type { Variant } from '../../../../lib/catalogue/variant';
import { AddToCartForm } from '../../../cart';
import { ConfigureLink } from '../../../product-configuration/server';
import { formatUnitQuantity } from '../../../../lib/format';
import { getPermissions, getRequestContext } from '../../../../lib/request';
import { href } from '../../../../lib/routes/href';
import { t, type TextKey } from '../../../../lib/texts';
import { loadProductOffer } from '../load-product-offer';
import { productPath } from '../load-product-page';
import { purchaseRules } from '../purchase-rules';
import { unitLabel } from '../unit-label';

/**
 * Purchase constraints in words (spec point 5) and the quantity, stepping in the order multiple.
 * A signed-in buyer adds through the cart's form (EJ_ORDER may keep a cart, only not order); a
 * visitor sees the disabled button and why. An article sold only in store goes to store pickup.
 */
export async function PurchaseBox({ variant }: { variant: Variant }) {
  const { session } = getRequestContext();
  const { stock, storeId } = await loadProductOffer(variant.articleNumber);
  const rules = purchaseRules({ ...variant, stock }, storeId);
  const unit = unitLabel(variant.unit);
  const reason: TextKey | null = !session ? 'product.purchase.signIn' : !getPermissions().placeOrders ? 'product.purchase.noOrders' : null;
  const pickupOnly = !purchasability({ ...variant, stock }, storeId).online;
  return (
    <div className="purchase-box" role="group" aria-labelledby="purchase-box-title">
      <h2 id="purchase-box-title" className="visually-hidden">
        {t('product.purchase.title')}
      </h2>
      {rules.notes.length > 0 ? (
        <ul className="purchase-box__notes">
          {rules.notes.map((note) => (
            <li key={note}>{t(note)}</li>
          ))}
        </ul>
      ) : null}
      {rules.purchasable && session ? (
        <AddToCartForm
          articleNumber={variant.articleNumber}
          multiple={rules.multiple}
          unit={variant.unit}
          {...(pickupOnly ? { deliveryId: `EXH:${storeId}` } : {})}
          describedBy="purchase-box-multiple"
          unitClassName="purchase-box__unit"
          classNames={{ form: 'purchase-box__row', label: 'purchase-box__quantity', input: 'purchase-box__input', button: 'button button--primary purchase-box__add', message: 'purchase-box__message' }}
          texts={{
            quantityLabel: t('product.purchase.quantity'),
            add: t('product.purchase.add'),
            busy: t('cartPage.add.busy'),
            added: t('cart.added'),
            decrease: t('cartPage.quantity.decrease'),
            increase: t('cartPage.quantity.increase'),
          }}
        />
      ) : null}
      {rules.purchasable && session ? <ConfigureLink articleNumber={variant.articleNumber} /> : null}
      {rules.purchasable && !session ? (
        <div className="purchase-box__row">
          <label className="purchase-box__quantity">
            <span>{t('product.purchase.quantity')}</span>
            <span className="purchase-box__input">
              <input type="number" name="quantity" inputMode="numeric" min={rules.multiple} step={rules.multiple} defaultValue={rules.multiple} aria-describedby="purchase-box-multiple" />
              <span aria-hidden="true">{unit}</span>
            </span>
          </label>
          <button type="button" className="button button--primary purchase-box__add" disabled aria-describedby="purchase-box-reason">
            {t('product.purchase.add')}
          </button>
        </div>
      ) : null}
      <p id="purchase-box-multiple" className={rules.multiple > 1 ? 'purchase-box__multiple' : 'visually-hidden'}>
        {t('product.purchase.orderMultiple', { quantity: formatUnitQuantity(rules.multiple, variant.unit) })}
      </p>
      {rules.purchasable && reason ? (
        <p id="purchase-box-reason" className={session ? 'purchase-box__reason purchase-box__reason--no-orders' : 'purchase-box__reason'}>
          {!session ? <a href={href('logga-in', {}, { returnTo: productPath(variant.variantSlug) })}>{t(reason)}</a> : t(reason)}
        </p>
      ) : null}
    </div>
  );
}
