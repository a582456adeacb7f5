import { t } from '../../../lib/texts';
import type { PriceView } from './offer-view';

/**
 * A card's price: the net price excl. VAT per unit, a campaign price with the pre-campaign price
 * struck through, "Pris på förfrågan", or for visitors a sign-in link. A buyer who may not see
 * prices gets nothing rendered at all.
 */
export function PriceBlock({ price, signInHref }: { price: PriceView; signInHref: string }) {
  switch (price.kind) {
    case 'hidden':
      return null;
    case 'sign-in':
      return (
        <p className="card-price card-price--sign-in">
          <a href={signInHref}>{t('listing.card.signInForPrice')}</a>
        </p>
      );
    case 'ask':
      return <p className="card-price card-price--ask">{t('listing.card.askForPrice')}</p>;
    case 'unavailable':
      return <p className="card-price card-price--unavailable">{t('listing.card.priceUnavailable')}</p>;
    case 'amount':
      return (
        <div className={price.before ? 'card-price card-price--campaign' : 'card-price'}>
          {price.before ? <p className="card-price__badge">{t('listing.card.campaign')}</p> : null}
          <p className="card-price__amount">
            <span className="card-price__value">{price.amount}</span>
            <span className="card-price__unit">/{price.unit}</span>
          </p>
          <p className="card-price__note">
            {price.before ? (
              <>
                <span className="visually-hidden">{t('listing.card.preCampaign')} </span>
                <s className="card-price__before">{price.before}</s>{' '}
              </>
            ) : null}
            {t('listing.card.exVat')}
          </p>
          {price.alloying ? <p className="card-price__note card-price__alloying">{t('listing.card.alloying', { price: price.alloying, unit: price.unit })}</p> : null}
        </div>
      );
  }
}
