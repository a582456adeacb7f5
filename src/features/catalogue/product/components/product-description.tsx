import type { Variant } from '../../../../lib/catalogue/variant';
import { t } from '../../../../lib/texts';
import { documentsOf } from '../variant-assets';

/** What the article is and its documents (datasheet, safety data sheet) as PDF links. */
export function ProductDescription({ variant }: { variant: Variant }) {
  const documents = documentsOf(variant);
  if (!variant.description && documents.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-description-title">
      <h2 id="product-description-title" className="product-section__title">
        {t('product.description.title')}
      </h2>
      {variant.description ? <p className="product-description">{variant.description}</p> : null}
      {documents.length > 0 ? (
        <>
          <h3 className="product-documents__title">{t('product.documents.title')}</h3>
          <ul className="product-documents">
            {documents.map((document) => (
              <li key={document.assetUrl}>
                <a className="product-documents__link" href={document.assetUrl} target="_blank" rel="noopener" type="application/pdf">
                  <span className="product-documents__name">{document.assetLabel ?? document.assetType}</span>
                  <span className="product-documents__type">{t('product.documents.pdf')}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
