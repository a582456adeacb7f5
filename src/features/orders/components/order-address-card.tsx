import { addressLines } from '../../../lib/format/address-lines';
import { t } from '../../../lib/texts';
import type { OrderAddress } from '../../../lib/upstream/order/order-schemas';

/** One of an order's addresses as it was when the order was placed (its snapshot). */
export function OrderAddressCard({ title, address }: { title: string; address: OrderAddress | undefined }) {
  return (
    <div className="order-address">
      <h3>{title}</h3>
      {address ? (
        <address>
          {/* The name heads the address (so it is its recipient when none is named); addressLines gives the rest with spec point 3's fallbacks. */}
          {[address.name, ...addressLines({ ...address, label: null })].filter(Boolean).map((line, index) => (
            <span key={index} className="order-address__line">
              {line}
            </span>
          ))}
          {address.countryCode === 'SE' ? null : <span className="order-address__line">{address.countryCode}</span>}
        </address>
      ) : (
        <p>{t('orders.order.noAddress')}</p>
      )}
    </div>
  );
}
