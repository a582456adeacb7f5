import { centralStockStatus, stockQuantityLabel, storeStockStatus, type StockStatus } from '../../../../lib/catalogue/stock-status';
import { getRequestContext } from '../../../../lib/request';
import { t } from '../../../../lib/texts';
import { loadProductOffer } from '../load-product-offer';
import { productPath } from '../load-product-page';
import { StorePicker } from './store-picker';

function StockRow({ place, status, colours, unit }: { place: string; status: StockStatus; colours: boolean; unit: string | undefined }) {
  const quantity = stockQuantityLabel(status, unit);
  return (
    <li className="stock-row" data-stock-colour={colours ? status.colour : 'none'}>
      {colours && status.colour !== 'none' ? <span className={`stock-dot stock-dot--${status.colour}`} aria-hidden="true" /> : null}
      <span className="stock-row__place">{place}</span>
      <span className="stock-row__status">
        {status.text}
        {quantity ? <span className="stock-row__quantity">{quantity}</span> : null}
      </span>
    </li>
  );
}

/**
 * Stock per location (spec point 9): the chosen store's shelf and central storage for delivery,
 * with the brand's stock colours when its feature flag is on, and the store picker.
 */
export async function StockPanel({ articleNumber, slug }: { articleNumber: string; slug: string }) {
  const { brand } = getRequestContext();
  const { stock, storeId, stores, unit, unavailable } = await loadProductOffer(articleNumber);
  const storeName = stores.find((store) => store.id === storeId)?.name ?? storeId;
  const colours = brand.features.stockColours;
  return (
    <section className="product-stock" aria-labelledby="product-stock-title">
      <h2 id="product-stock-title" className="product-section__label">
        {t('product.stock.title')}
      </h2>
      {unavailable ? (
        <p className="product-offer__note">{t('product.stock.unavailable')}</p>
      ) : (
        <ul className="stock-rows">
          <StockRow place={t('product.stock.store', { store: storeName })} status={storeStockStatus(stock, storeId)} colours={colours} unit={unit} />
          <StockRow place={t('product.stock.delivery')} status={centralStockStatus(stock, brand.centralStorageId)} colours={colours} unit={unit} />
        </ul>
      )}
      <StorePicker stores={stores} storeId={storeId} returnTo={productPath(slug)} />
    </section>
  );
}
