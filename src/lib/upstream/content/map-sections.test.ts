import { describe, expect, it } from 'vitest';
import { mapFrontPage, mapContentPage } from './map-pages';
import { mapSections } from './map-sections';
import { newMapContext } from './raw-entry';
import { CONTENT_PAGE_SECTION_TYPES, FRONT_PAGE_SECTION_TYPES } from './section-model';

// Entries as the SDK hands them over after link resolution; unresolved links stay link objects.
const entry = (id: string, type: string, fields: Record<string, unknown>) => ({ sys: { id, type: 'Entry', contentType: { sys: { id: type } } }, fields });
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const asset = (id: string, title: string) => ({ sys: { id, type: 'Asset' }, fields: { title, file: { url: `/images/content/ljus/${id}.svg`, details: { image: { width: 800, height: 450 } } } } });
const banner = (id: string, weight?: number) => entry(id, 'banner', { name: id, title: `Banner ${id}`, linkUrl: '/kampanjer', image: asset(`${id}-img`, id), ...(weight === undefined ? {} : { weight }) });

describe('mapSections', () => {
  it('maps every front-page section type to the shop’s own shape', () => {
    const sections = mapSections(
      [
        entry('s1', 'largeSection', { title: 'Välkommen', imagePosition: 'left', image: asset('a1', 'Bild') }),
        entry('s2', 'subBanners', { banners: [banner('b1'), banner('b2')] }),
        entry('s3', 'randomBanners', { banners: [banner('r1', 60), banner('r2', -3)] }),
        entry('s4', 'marketingBanners', { banners: [entry('m1', 'banner', { name: 'm1', marketingId: 'ljus-kampanj', creative: 'stor' })] }),
        entry('s5', 'contentBanners', { banners: [banner('c1')] }),
        entry('s6', 'selectedProducts', { title: 'Populärt', selectedProductsId: 'SPG-001' }),
        entry('s7', 'assortmentIcons', { items: [{ title: 'El', icon: 'el', url: '/kategorier/el' }, { title: 42 }] }),
        entry('s8', 'serviceCards', { cards: [entry('card', 'serviceCard', { title: 'Leverans', icon: 'truck' })] }),
        entry('s9', 'video', { videoUrl: 'https://www.youtube-nocookie.com/embed/x', poster: asset('p', 'Poster') }),
      ],
      newMapContext(),
      FRONT_PAGE_SECTION_TYPES,
      20,
    );
    expect(sections.map((section) => section.type)).toEqual([...FRONT_PAGE_SECTION_TYPES]);
    expect(sections[0]).toMatchObject({ type: 'largeSection', imagePosition: 'left', image: { url: '/images/content/ljus/a1.svg', width: 800 } });
    expect(sections[2]).toMatchObject({ banners: [{ weight: 60 }, { weight: 1 }] });
    expect(sections[3]).toMatchObject({ banners: [{ marketingId: 'ljus-kampanj', creative: 'stor', template: 'image-left' }] });
    expect(sections[6]).toMatchObject({ items: [{ title: 'El', icon: 'el', url: '/kategorier/el' }] });
  });

  it('leaves out sections it cannot render and types the page does not allow', () => {
    const context = newMapContext();
    const sections = mapSections(
      [entry('v', 'video', { title: 'Utan adress' }), entry('b', 'subBanners', { banners: [link('gone')] }), entry('t', 'textBlock', { bodyTextSecondary: { nodeType: 'document', content: [] } }), entry('a', 'accordions', { items: [] }), link('missing-section')],
      context,
      CONTENT_PAGE_SECTION_TYPES,
      50,
    );
    expect(sections).toEqual([]);
    expect(context.unresolved.map((item) => item.id).sort()).toEqual(['gone', 'missing-section']);
    expect(mapSections([entry('x', 'accountApplication', { title: 'Ansök' })], newMapContext(), FRONT_PAGE_SECTION_TYPES, 20)).toEqual([]);
  });

  it('keeps at most the allowed number of sections', () => {
    const many = Array.from({ length: 30 }, (_, n) => entry(`s${n}`, 'selectedProducts', { title: 'x', selectedProductsId: 'SPG-001' }));
    expect(mapSections(many, newMapContext(), FRONT_PAGE_SECTION_TYPES, 20)).toHaveLength(20);
  });
});

describe('pages', () => {
  it('maps a front page with its hero, and a content page with its flags', () => {
    const hero = entry('hero', 'hero', { title: 'Allt för elinstallatören', titleFontSize: 'gigantic', overlay: true });
    const front = mapFrontPage({ id: 'front', contentType: 'frontPage', tags: [], fields: { name: 'Start', hero, sections: [] } }, newMapContext());
    expect(front.hero).toEqual({ id: 'hero', title: 'Allt för elinstallatören', titleFontSize: 'large', overlay: true });
    const page = mapContentPage({ id: 'p', contentType: 'contentPage', tags: ['tjanst'], fields: { title: 'Kundportal', slug: 'kundportal', authenticatedOnly: true, excludeFromSearch: 'yes', categories: ['verktyg', 3] } }, newMapContext());
    expect(page).toMatchObject({ title: 'Kundportal', slug: 'kundportal', authenticatedOnly: true, excludeFromSearch: false, categories: ['verktyg'], tags: ['tjanst'], sections: [] });
    expect(mapContentPage({ id: 'p', contentType: 'contentPage', tags: [], fields: { title: 'Utan slug' } }, newMapContext())).toBeUndefined();
  });
});
