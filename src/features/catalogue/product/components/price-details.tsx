import { getPermissions } from '../../../../lib/request';
import { t } from '../../../../lib/texts';
import { loadProductOffer } from '../load-product-offer';
import { priceView } from '../price-view';

/** The signed-in buyer's price: net per unit excl. VAT, campaign, list price, discounts, alloying. */
export async function PriceDetails({ articleNumber }: { articleNumber: string }) {
  const { price, unavailable } = await loadProductOffer(articleNumber);
  if (!price) return <p className="product-offer__note">{t(unavailable ? 'product.price.unavailable' : 'product.price.hidden')}</p>;
  const view = priceView(price, { viewDiscounts: getPermissions().viewDiscounts });
  if (view.kind === 'askForPrice') {
    return (
      <div className="product-offer product-offer--ask">
        <p className="product-price__ask">{t('product.price.askForPrice')}</p>
        <p className="product-offer__note">{t('product.price.askForPriceLead')}</p>
      </div>
    );
  }
  if (view.kind === 'missing') return <p className="product-offer__note">{t('product.price.unavailable')}</p>;
  return (
    <div className={`product-offer product-price${view.campaign ? ' product-price--campaign' : ''}`}>
      <p className="product-price__label">{t(view.campaign ? 'product.price.campaign' : 'product.price.yourPrice')}</p>
      <p className="product-price__main">
        <span className="product-price__amount">{view.net}</span>
        {view.preCampaign ? (
          <s className="product-price__before">
            <span className="visually-hidden">{t('product.price.preCampaign')} </span>
            {view.preCampaign}
          </s>
        ) : null}
      </p>
      <p className="product-price__unit">
        {t('product.price.perUnit', { unit: view.unit })}, {t('product.price.exclVat')}
      </p>
      {view.alloying ? (
        <p className="product-price__extra">
          <strong>{t('product.price.alloying')}:</strong> {view.alloying} {t('product.price.perUnit', { unit: view.unit })}.{' '}
          {t('product.price.alloyingNote')}
        </p>
      ) : null}
      {view.sales ? (
        <p className="product-price__sales">
          {t('product.price.salesPrice')} {view.sales} {t('product.price.exclVat')}
          {view.salesIncludingVat ? ` (${view.salesIncludingVat} ${t('product.price.inclVat')})` : ''}
        </p>
      ) : null}
      {view.discounts.length > 0 ? (
        <div className="product-price__discounts">
          <p className="product-price__discounts-title">{t('product.price.discounts')}</p>
          <ul>
            {view.discounts.map((discount) => (
              <li key={discount.name}>
                <span>{discount.name}</span>
                <span>
                  −{discount.percentage} <span className="product-price__discount-amount">(−{discount.amount})</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
