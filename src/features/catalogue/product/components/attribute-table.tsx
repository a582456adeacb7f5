import type { Attribute } from '../../../../lib/catalogue/variant';
import { t } from '../../../../lib/texts';

/** The specifications, already in the category's attribute sequence. */
export function AttributeTable({ attributes }: { attributes: readonly Attribute[] }) {
  return (
    <section className="product-section" aria-labelledby="product-attributes-title">
      <h2 id="product-attributes-title" className="product-section__title">
        {t('product.attributes.title')}
      </h2>
      {attributes.length === 0 ? (
        <p className="product-section__empty">{t('product.attributes.empty')}</p>
      ) : (
        <table className="attribute-table">
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.attributeName}>
                <th scope="row">{attribute.attributeName}</th>
                <td>{attribute.attributeValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
