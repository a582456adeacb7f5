import { Fragment } from 'react';
import { isDeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import type { CartDelivery, CartLine } from '../../../lib/upstream/cart/cart-schemas';
import { splitDeliveryId, DELIVERY_METHODS } from '../delivery-methods';

import type { Address } from '../../../lib/upstream/auth/address-schemas';
import type { Location } from '../../../lib/upstream/location/get-locations';

import type { CartTotalsView } from '../../cart';
import { CartTotalsPanel } from '../../cart/server';
import type { SummaryLineMoney } from '../summary-money';
import { setIncluded } from '../set-included';
import { toAddressView } from '../to-delivery-views';

/** What the buyer wrote for the order besides the reference, shown as the cart holds it. */
const SHOWN_FIELDS = ['goodsLabel', 'message', 'contactName', 'contactPhone'] as const;

export interface SummaryDeliveryProps {
  delivery: CartDelivery;
  index: number;
  total: number;
  lines: CartLine[];
  addresses: readonly Address[];
  locations: readonly Location[];
  /** Each line's quantity in words and, with prices, its money (summary-money.ts). */
  money: ReadonlyMap<string, SummaryLineMoney>;
  /** The delivery's sums; absent without prices. */
  totals: CartTotalsView | undefined;
}

/**
 * One delivery on the summary: method, place, date, lines, and whether it goes in this order, as
 * the cart holds them. A delivery without a chosen method (new lines, another device's cart
 * before the delivery step) says so and leads back to the delivery step.
 */
export function SummaryDelivery({ delivery, index, total, lines, addresses, locations, money, totals }: SummaryDeliveryProps) {
  const saved = delivery.orderDetails ?? undefined;
  const { methodId, locationId } = splitDeliveryId(delivery.deliveryId);
  const method = isDeliveryMethodId(methodId) ? DELIVERY_METHODS[methodId] : undefined;
  const store = locations.find((location) => location.id === locationId);
  const address = addresses.find((candidate) => candidate.addressId === saved?.addressId);
  const headingId = `summary-delivery-${index}`;
  // The cart groups new lines under a method of its own; only a saved delivery step is a choice.
  const methodChosen = Boolean(saved?.deliveryMethod);
  return (
    <section className={delivery.isIncludedInOrder ? 'summary-delivery' : 'summary-delivery summary-delivery--excluded'} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkoutFlow.delivery.heading', { number: index + 1, total })}</h2>
      <dl className="summary-delivery__facts">
        <dt>{t('checkoutFlow.summary.method')}</dt>
        <dd>{!methodChosen ? t('checkoutFlow.summary.methodNotChosen') : method ? t(`deliveryMethods.${method.id}`) : delivery.deliveryMethodName}</dd>
        {!methodChosen ? null : method?.needsStore ? (
          <>
            <dt>{t('checkoutFlow.summary.pickUpAt')}</dt>
            <dd>{store?.name ?? locationId}</dd>
          </>
        ) : address ? (
          <>
            <dt>{t('checkoutFlow.summary.deliverTo')}</dt>
            <dd>{[toAddressView(address).title, ...toAddressView(address).lines].join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('checkoutFlow.summary.date')}</dt>
        <dd>{delivery.requestedDeliveryDate ?? t('checkoutFlow.date.firstPossible')}</dd>
        {saved?.reference ? (
          <>
            <dt>{t('checkoutFlow.summary.reference')}</dt>
            <dd>{saved.reference}</dd>
          </>
        ) : null}
        {SHOWN_FIELDS.map((field) =>
          saved?.[field] ? (
            <Fragment key={field}>
              <dt>{t(`checkoutFlow.fields.${field}`)}</dt>
              <dd className={field === 'message' ? 'summary-delivery__message' : undefined}>{saved[field]}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {methodChosen || !delivery.isIncludedInOrder ? null : (
        <p className="checkout-notice checkout-notice--warning">
          {t('errors.select_delivery_method')} <a href={href('delivery')}>{t('checkoutFlow.summary.changeDelivery')}</a>
        </p>
      )}
      <table className="summary-lines">
        <thead>
          <tr>
            <th scope="col">{t('checkoutFlow.summary.article')}</th>
            <th scope="col">{t('checkoutFlow.summary.name')}</th>
            <th scope="col">{t('checkoutFlow.summary.quantity')}</th>
            {totals ? (
              <>
                <th scope="col" className="summary-lines__money">{t('cartPage.line.unitPrice')}</th>
                <th scope="col" className="summary-lines__money">{t('cartPage.line.linePrice')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const lineMoney = money.get(line.cartItemId);
            return (
              <tr key={line.cartItemId}>
                <td className="summary-lines__article">{line.articleNumber}</td>
                <td>
                  {line.variant?.name ?? ''}
                  {line.configuration ? <span className="summary-lines__configuration" data-testid="summary-line-configuration"><br />{line.configuration.summary}</span> : null}
                </td>
                <td className="summary-lines__quantity">{lineMoney?.quantityText}</td>
                {totals ? (
                  <>
                    <td className="summary-lines__money">
                      {lineMoney?.unitPrice}
                      {lineMoney?.alloyingPrice ? (
                        <span className="summary-lines__alloying">
                          {t('cartPage.line.alloying')} {lineMoney.alloyingPrice}
                        </span>
                      ) : null}
                    </td>
                    <td className="summary-lines__money">{lineMoney?.linePrice}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {totals ? <CartTotalsPanel totals={totals} heading={t('cartPage.totals.delivery', { number: index + 1 })} id={`summary-totals-${index + 1}`} /> : null}
      {delivery.isIncludedInOrder ? null : <p className="checkout-notice">{t('checkoutFlow.summary.excluded')}</p>}
      <form action={setIncluded} className="summary-delivery__include">
        <input type="hidden" name="deliveryId" value={delivery.deliveryId} />
        <input type="hidden" name="included" value={delivery.isIncludedInOrder ? 'false' : 'true'} />
        <button type="submit" className="button button--secondary" aria-label={`${delivery.isIncludedInOrder ? t('checkoutFlow.summary.excludeSubmit') : t('checkoutFlow.summary.includeSubmit')}: ${t('checkoutFlow.delivery.heading', { number: index + 1, total })}`}>
          {delivery.isIncludedInOrder ? t('checkoutFlow.summary.excludeSubmit') : t('checkoutFlow.summary.includeSubmit')}
        </button>
      </form>
    </section>
  );
}
