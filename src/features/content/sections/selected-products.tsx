import { Streamed } from '../../../components/streaming/streamed';
import type { Section } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ProductGrid } from '../../catalogue';
import { ContentLink } from '../components/content-link';
import type { Shelf } from './load-shelf';
import { SectionFrame } from './section-frame';

type SelectedProducts = Extract<Section, { type: 'selectedProducts' }>;

async function ShelfCards({ section, shelf, firstNumber }: { section: SelectedProducts; shelf: Promise<Shelf>; firstNumber: number }) {
  const { groups, settings } = await shelf;
  const items = groups.get(section.selectedProductsId) ?? [];
  if (items.length === 0) return null;
  return <ProductGrid items={items} firstNumber={firstNumber} settings={settings} />;
}

function ShelfSkeleton() {
  return (
    <ul className="product-grid content-shelf--loading" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="product-card content-shelf__placeholder" />
      ))}
    </ul>
  );
}

/**
 * Live product cards of a selected product group: the cards stream in below the heading; price
 * and stock follow from the page's one getVariants call, for what this buyer may see.
 */
/** `firstNumber` keeps card anchors (item-N) unique when a page has several shelves. */
export function SelectedProductsView({ section, shelf, firstNumber = 1 }: { section: SelectedProducts; shelf: Promise<Shelf>; firstNumber?: number }) {
  const action = section.linkUrl ? (
    <ContentLink href={section.linkUrl} className="content-section__action">
      {section.buttonText ?? t('content.sections.showAll')}
    </ContentLink>
  ) : null;
  return (
    <SectionFrame id={section.id} type="selectedProducts" title={section.title || t('content.sections.selectedProducts')} icon={section.icon} backgroundColor={section.backgroundColor} action={action}>
      <Streamed fallback={<ShelfSkeleton />}>
        <ShelfCards section={section} shelf={shelf} firstNumber={firstNumber} />
      </Streamed>
    </SectionFrame>
  );
}
