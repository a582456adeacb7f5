import type { ReactNode } from 'react';
import { Streamed } from '../../../../components/streaming/streamed';
import type { Attribute, Variant } from '../../../../lib/catalogue/variant';
import { t } from '../../../../lib/texts';
import { loadOrderedAttributes } from '../load-attribute-order';

/** The specifications: the heading at once, the table when its category's order has come. */
export function ProductAttributes({ variant }: { variant: Variant }) {
  return (
    <section className="product-section" aria-labelledby="product-attributes-title">
      <h2 id="product-attributes-title" className="product-section__title">
        {t('product.attributes.title')}
      </h2>
      <Streamed fallback={<AttributeRowsSkeleton rows={variant.attributes.length} />}>
        <OrderedAttributes variant={variant} />
      </Streamed>
    </section>
  );
}

async function OrderedAttributes({ variant }: { variant: Variant }) {
  return <AttributeTable attributes={await loadOrderedAttributes(variant)} />;
}

/** The specifications, already in the category's attribute sequence. */
function AttributeTable({ attributes }: { attributes: readonly Attribute[] }) {
  if (attributes.length === 0) return <p className="product-section__empty">{t('product.attributes.empty')}</p>;
  return <Rows>{attributes.map((attribute) => <Row key={attribute.attributeName} name={attribute.attributeName} value={attribute.attributeValue} />)}</Rows>;
}

/** As many rows as the variant has attributes (disabled ones may drop out): the table then only shrinks, below the fold. */
function AttributeRowsSkeleton({ rows }: { rows: number }) {
  const bar = <span className="panel-skeleton__line" aria-hidden="true" />;
  return <Rows loading>{Array.from({ length: rows }, (_, index) => <Row key={index} name={bar} value={bar} />)}</Rows>;
}

const Rows = ({ loading = false, children }: { loading?: boolean; children: ReactNode }) => (
  <table className="attribute-table" aria-busy={loading || undefined}>
    <tbody>{children}</tbody>
  </table>
);

const Row = ({ name, value }: { name: ReactNode; value: ReactNode }) => (
  <tr>
    <th scope="row">{name}</th>
    <td>{value}</td>
  </tr>
);
