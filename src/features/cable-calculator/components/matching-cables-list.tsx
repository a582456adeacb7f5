import { getCatalogueContext } from '../../catalogue/server';
import { reportRequestError } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { formatArea, type SupplySystem } from '../cable-sizing';
import { findMatchingCables, type MatchingCables } from '../find-matching-cables';

/**
 * The catalogue's cables for the recommended area, streamed after the result: the calculation
 * never waits for the search service, and a failing search costs only this list.
 */
export async function MatchingCablesList({ areaMm2, system }: { areaMm2: number; system: SupplySystem }) {
  const context = await getCatalogueContext();
  let found: MatchingCables;
  try {
    found = await findMatchingCables(context.search, areaMm2, system, context.assortment);
  } catch (error) {
    reportRequestError(error);
    return <p className="cable-calculator__cables-note" role="status">{t('brandPages.calculator.cablesUnavailable')}</p>;
  }
  return (
    <section className="cable-calculator__cables" aria-labelledby="cable-calculator-cables-title">
      <h2 id="cable-calculator-cables-title" className="cable-calculator__subtitle">{t('brandPages.calculator.cablesTitle')}</h2>
      {found.cables.length === 0 ? (
        <p className="cable-calculator__cables-note">{t('brandPages.calculator.cablesEmpty')}</p>
      ) : (
        <>
          <ul className="cable-calculator__cable-list">
            {found.cables.map((cable) => (
              <li key={cable.articleNumber}>
                <a href={href('produkt-slug', { slug: cable.variantSlug })}>{cable.name}</a>
                <span className="cable-calculator__cable-area">{t('brandPages.calculator.cableArea', { area: formatArea(cable.areaMm2) })}</span>
              </li>
            ))}
          </ul>
          <p><a href={found.listingPath}>{t('brandPages.calculator.showAllCables')}</a></p>
        </>
      )}
    </section>
  );
}
