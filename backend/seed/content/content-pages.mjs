// Content pages and the listing pages that group them (paths /{listing}/{page}), plus landing
// pages at /{slug}. Deliberate special cases: authenticatedOnly pages, pages hidden from search,
// one draft (preview token only) and one page linking to an entry that does not exist.
import { slugify } from './brands.mjs';
import { ALL_SECTION_TYPES, buildSections } from './page-sections.mjs';
import { button, doc, h2, p, paragraphs } from './rich-text.mjs';
import { entryLink } from './space-builder.mjs';

const TAGS = [
  ['nyhet', 'Nyhet'], ['kampanj', 'Kampanj'], ['hallbarhet', 'Hållbarhet'],
  ['guide', 'Guide'], ['installation', 'Installation'], ['sakerhet', 'Säkerhet'],
  ['tjanst', 'Tjänst'], ['leverans', 'Leverans'],
];

/** "Om oss" → "oss", "Elbilsladdning" → "elbilsladdning": the body never says "mer om om oss". */
const aboutSubject = (title) => title.replace(/^om\s+/i, '').toLowerCase();

export const SERVICE_PAGES = [
  { slug: 'leverans-till-bygget', title: 'Leverans till bygget', icon: 'truck', tags: ['tjanst', 'leverans'] },
  { slug: 'verktygsuthyrning', title: 'Verktygsuthyrning', icon: 'tools', tags: ['tjanst'] },
  { slug: 'kreditkonto', title: 'Kreditkonto', icon: 'card', tags: ['tjanst'] },
  // Its contact cards link to a contact that was deleted: the delivery API reports notResolvable.
  { slug: 'montageservice', title: 'Montageservice', icon: 'wrench', tags: ['tjanst'], brokenLink: true },
  { slug: 'avtalspriser', title: 'Dina avtalspriser', icon: 'lock', tags: ['tjanst'], authenticatedOnly: true },
];

/** Id of the entry the montageservice page links to but which is in no space. */
export const MISSING_ENTRY_ID = 'contact-borttagen';

function addPage(space, brand, { id, slug, path, title, preTitle, tags = [], sections = [], status, hero, extra = {} }) {
  return space.entry(
    id,
    'contentPage',
    {
      title,
      preTitle,
      slug,
      showSidebar: sections.length < 10,
      ingress: doc(p(`${title} – ${brand.name} för ${brand.trade}.`)),
      metaDescription: `${title} hos ${brand.name}.`,
      canonicalLink: `https://www.${brand.domain}${path}`,
      bodyTextPrimary: doc(h2(title), p(`Här berättar vi mer om ${aboutSubject(title)}. Kontakta din butik om du har frågor. `), p(button('button-kontakta-oss'))),
      displayContacts: false,
      excludeFromSearch: false,
      authenticatedOnly: false,
      hero,
      thumbnail: space.image(`${id}-thumbnail`, title, { width: 600, height: 400 }),
      sections,
      ...extra,
    },
    { tags, ...(status ? { status } : {}) },
  );
}

function addListing(space, brand, { slug, title, icon, tagOrder, pages, ingress }) {
  const links = pages.map((page) => addPage(space, brand, { ...page, path: `/${slug}/${page.slug}` }));
  space.entry(`listing-${slug}`, 'contentListingPage', {
    slug,
    title,
    heroDesktop: space.image(`listing-${slug}-desktop`, title, { width: 1920, height: 480 }),
    heroMobile: space.image(`listing-${slug}-mobile`, title, { width: 750, height: 600 }),
    overlay: true,
    icon,
    ingress: paragraphs(ingress),
    metaDescription: `${title} från ${brand.name}.`,
    tagOrder,
    pages: links,
  });
}

const pageId = (slug) => `page-${slug}`;

export function addContentPages(space, brand) {
  TAGS.forEach(([id, name]) => space.tag(id, name));
  space.entry('button-kontakta-oss', 'embeddedButton', { text: 'Kontakta oss', url: '/kundservice', variant: 'secondary', size: 'small', inline: true, shape: 'pill' });

  const newsTags = [['nyhet'], ['kampanj', 'nyhet'], ['nyhet'], ['hallbarhet', 'nyhet']];
  addListing(space, brand, {
    slug: 'nyheter', title: 'Nyheter', icon: 'news', tagOrder: ['nyhet', 'kampanj', 'hallbarhet'], ingress: `Det senaste från ${brand.name}.`,
    pages: brand.news.map((title, n) => ({ id: pageId(slugify(title)), slug: slugify(title), title, preTitle: 'Nyhet', tags: newsTags[n], sections: buildSections(space, brand, pageId(slugify(title)), ['textAndMedia', 'singleImage']) })),
  });

  const guideTags = [['guide', 'installation'], ['guide'], ['guide', 'installation', 'sakerhet'], ['guide', 'sakerhet']];
  addListing(space, brand, {
    slug: 'guider', title: 'Guider och tips', icon: 'book', tagOrder: ['guide', 'installation', 'sakerhet'], ingress: `Praktiska guider för ${brand.trade}.`,
    pages: [
      ...brand.guides.map((title, n) => ({ id: pageId(slugify(title)), slug: slugify(title), title, preTitle: 'Guide', tags: guideTags[n], sections: buildSections(space, brand, pageId(slugify(title)), ['textBlock', 'accordions', 'video']) })),
      // The longest page a content page may be: 50 sections cycling through every type.
      { id: 'page-handboken', slug: 'handboken', title: `${brand.name}s handbok`, preTitle: 'Guide', tags: ['guide'], sections: buildSections(space, brand, 'page-handboken', Array.from({ length: 50 }, (_, n) => ALL_SECTION_TYPES[n % ALL_SECTION_TYPES.length])) },
    ],
  });

  addListing(space, brand, {
    slug: 'tjanster', title: 'Tjänster', icon: 'tools', tagOrder: ['tjanst', 'leverans'], ingress: 'Tjänster som gör jobbet enklare.',
    pages: SERVICE_PAGES.map(({ slug, title, tags, brokenLink, authenticatedOnly }) => ({
      id: pageId(slug), slug, title, preTitle: 'Tjänst', tags,
      sections: brokenLink
        ? [space.entry(`${pageId(slug)}-s1`, 'contactCards', { title: 'Våra montörer', contacts: [entryLink('contact-montor'), entryLink(MISSING_ENTRY_ID)] })]
        : buildSections(space, brand, pageId(slug), ['infoBlock', 'textBlock']),
      extra: { ...(authenticatedOnly ? { authenticatedOnly: true, excludeFromSearch: true } : {}), categories: ['verktyg'], categorySectionTitle: 'Relaterade kategorier', categorySectionIcon: 'verktyg' },
    })),
  });
  space.entry('contact-montor', 'contact', { name: 'Lars Åberg', role: 'Montageledare', phone: brand.phone, email: `montage@${brand.domain}` });

  const landing = (slug, title, types, extra = {}) =>
    addPage(space, brand, { id: pageId(slug), slug, path: `/${slug}`, title, sections: buildSections(space, brand, pageId(slug), types), ...extra });
  // Every section type on one page.
  landing('om-oss', `Om ${brand.name}`, ALL_SECTION_TYPES, {
    hero: space.entry('hero-om-oss', 'hero', { title: `Om ${brand.name}`, titleFontSize: 'medium', slug: 'om-oss', description: `Grossisten för ${brand.trade} sedan 1952.`, overlay: false, heroDesktop: space.image('hero-om-oss-desktop', `Om ${brand.name}`, { width: 1920, height: 640 }) }),
    extra: { banner: entryLink('banner-sub-butik') },
  });
  landing('kundservice', 'Kundservice', ['contactCards', 'accordions', 'infoBlock'], { extra: { displayContacts: true } });
  landing('bli-kund', 'Bli kund', ['accountApplication', 'textAndMedia']);
  landing('integritetspolicy', 'Integritetspolicy', ['textBlock'], { extra: { excludeFromSearch: true } });
  landing('kakor', 'Om kakor', ['textBlock'], { extra: { excludeFromSearch: true } });
  landing('kundportal', 'Kundportal', ['infoBlock', 'contactCards'], { extra: { authenticatedOnly: true, excludeFromSearch: true } });
  // Not yet published: visible only through the preview token, linked from nowhere.
  landing('vinterkampanj', 'Vinterkampanj 2027', ['marketingBanners', 'selectedProducts'], { status: 'draft', tags: ['kampanj'] });
}

/** Paths of the guides, for the front page's content banners. */
export const guidePaths = (brand) => brand.guides.map((title) => ({ title, path: `/guider/${slugify(title)}` }));
