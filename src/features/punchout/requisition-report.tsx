import { formatNumber } from '../../lib/format/format-number';
import { getRequestContext } from '../../lib/request';
import { t } from '../../lib/texts';

/**
 * A cXML edit session's lines that could not go into the cart (decision 031): shown on the cart
 * until the next punch-out start, so the buyer knows the returned requisition lacks them and can
 * pick a replacement. Nothing outside such a session.
 */
export function RequisitionReport() {
  const unloaded = getRequestContext().punchout?.cxml?.unloaded ?? [];
  if (unloaded.length === 0) return null;
  return (
    <div className="checkout-notice checkout-notice--warning punchout-requisition-report" role="alert" data-unloaded-lines={unloaded.length}>
      <h2>{t('punchout.edit.unloadedTitle')}</h2>
      <ul>
        {unloaded.map((line, position) => (
          <li key={`${position}:${line.articleNumber}`} data-article-number={line.articleNumber}>
            {t('punchout.edit.row', { articleNumber: line.articleNumber, quantity: formatNumber(line.quantity) })}
          </li>
        ))}
      </ul>
      <p>{t('punchout.edit.unloadedHint')}</p>
    </div>
  );
}
