import { t } from '../../../../lib/texts';
import { loadBracketRows } from '../load-bracket-rows';
import { unitLabel } from '../unit-label';

/** Quantity prices (from N units, price per unit); nothing at all for buyers without them. */
export async function BracketTable({ articleNumber, unit }: { articleNumber: string; unit: string }) {
  const rows = await loadBracketRows(articleNumber);
  if (rows.length === 0) return null;
  const showDiscount = rows.some((row) => row.discount !== undefined);
  return (
    <section className="bracket-table" aria-labelledby="bracket-table-title">
      <h2 id="bracket-table-title" className="product-section__label">
        {t('product.brackets.title')}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('product.brackets.quantityFrom')}</th>
            <th scope="col">{t('product.brackets.unitPrice', { unit: unitLabel(unit) })}</th>
            {showDiscount ? <th scope="col">{t('product.brackets.discount')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.minQuantity}>
              <td>{row.from}</td>
              <td>{row.price}</td>
              {showDiscount ? <td>{row.discount ?? '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
