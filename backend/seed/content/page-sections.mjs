// One builder per section type for content pages, so a page can ask for "a section of type X"
// and the 50-section page can cycle through all seventeen types.
import { CATEGORIES } from './brands.mjs';
import { addBanner } from './front-page.mjs';
import { button, doc, h3, link, p, paragraphs, ul } from './rich-text.mjs';
import { entryLink } from './space-builder.mjs';

const PEOPLE = [
  ['Anna Lindgren', 'Kundansvarig'], ['Mikael Berg', 'Teknisk säljare'], ['Sara Holm', 'Kundtjänst'],
  ['Johan Ek', 'Projektsäljare'], ['Elin Nyström', 'Inköp'], ['Peter Sandberg', 'Butikschef'],
];

const contact = (space, brand, id, index) => {
  const [name, role] = PEOPLE[index % PEOPLE.length];
  const local = name.toLowerCase().replace(' ', '.').replace(/[åä]/g, 'a').replace(/ö/g, 'o');
  return space.entry(`contact-${id}`, 'contact', {
    name,
    role,
    phone: `${brand.phone.slice(0, 7)}${String(10 + index).padStart(2, '0')} ${String(20 + index * 3).padStart(2, '0')}`,
    email: `${local}@${brand.domain}`,
    image: space.image(`contact-${id}`, name, { width: 400, height: 400 }),
  });
};

export const SECTION_BUILDERS = {
  largeSection: (space, brand, id) =>
    space.entry(id, 'largeSection', {
      title: `Därför väljer ${brand.trade} ${brand.name}`, preTitle: 'Om oss',
      text: paragraphs('Brett sortiment, kunniga säljare och leveranser du kan lita på.'),
      image: space.image(id, brand.name, { width: 1200, height: 800 }), buttonText: 'Hitta butik', linkUrl: '/hitta-butik', imagePosition: 'left', backgroundColor: '#f4f6f7',
    }),
  subBanners: (space, brand, id) =>
    space.entry(id, 'subBanners', { title: 'Mer att upptäcka', banners: [1, 2].map((n) => addBanner(space, `${id}-${n}`, { title: n === 1 ? 'Kampanjer' : 'Nyheter', linkUrl: n === 1 ? '/kampanjer' : '/nyheter' })) }),
  randomBanners: (space, brand, id) =>
    space.entry(id, 'randomBanners', { title: 'Tips', banners: [70, 30].map((weight, n) => addBanner(space, `${id}-${n + 1}`, { title: n ? 'Handla i appen' : 'Leverans nästa vardag', weight, linkUrl: '/tjanster' })) }),
  marketingBanners: (space, brand, id) =>
    space.entry(id, 'marketingBanners', { title: 'Erbjudande', banners: [addBanner(space, `${id}-1`, { title: brand.campaign.name, textRow1: brand.campaign.text, marketingId: `${brand.id}-${id}`, creative: 'sida', linkUrl: brand.campaign.url })] }),
  contentBanners: (space, brand, id) =>
    space.entry(id, 'contentBanners', { title: 'Läs också', banners: [addBanner(space, `${id}-1`, { title: brand.guides[0], preTitle: 'Guide', linkUrl: '/guider' })] }),
  selectedProducts: (space, brand, id) => space.entry(id, 'selectedProducts', { title: 'Nyheter i sortimentet', selectedProductsId: 'SPG-002', buttonText: 'Se fler', linkUrl: '/kampanjer' }),
  assortmentIcons: (space, brand, id) =>
    space.entry(id, 'assortmentIcons', { title: 'Handla efter kategori', items: brand.categoryOrder.slice(0, 4).map((slug) => ({ title: CATEGORIES[slug].title, icon: CATEGORIES[slug].icon, url: `/kategorier/${slug}` })) }),
  serviceCards: (space, brand, id) =>
    space.entry(id, 'serviceCards', { title: 'Tjänster', cards: [entryLink('service-card-leverans'), entryLink('service-card-uthyrning')] }),
  video: (space, brand, id) =>
    space.entry(id, 'video', { title: brand.video.title, videoUrl: brand.video.url, poster: space.image(`${id}-poster`, brand.video.title, { width: 1280, height: 720 }) }),
  accountApplication: (space, brand, id) =>
    space.entry(id, 'accountApplication', {
      title: 'Ansök om kundkonto', text: doc(p('Som kund får du dina avtalspriser, faktura och leverans till bygget. '), p(button('button-bli-kund'))),
      buttonText: 'Ansök nu', form: entryLink('form-bli-kund'), icon: 'user', backgroundColor: brand.themeColor,
    }),
  contactCards: (space, brand, id) =>
    space.entry(id, 'contactCards', { title: 'Kontakta oss', icon: 'phone', contacts: [0, 1, 2].map((n) => contact(space, brand, `${id}-${n + 1}`, n)) }),
  imageSetOfThree: (space, brand, id) =>
    space.entry(id, 'imageSetOfThree', { title: 'Från våra butiker', images: ['Butiken', 'Lagret', 'Leveransen'].map((title, n) => space.image(`${id}-${n + 1}`, title, { width: 600, height: 400 })) }),
  singleImage: (space, brand, id) =>
    space.entry(id, 'singleImage', { title: 'Centrallagret', image: space.image(id, 'Centrallagret i Jönköping', { width: 1600, height: 900 }), caption: 'Centrallagret i Jönköping skickar till hela landet.' }),
  infoBlock: (space, brand, id) =>
    space.entry(id, 'infoBlock', { infoBlockTitle: 'Bra att veta', infoBlockText: paragraphs('Beställningar före 16.00 levereras nästa vardag inom tätort.'), icon: 'info', backgroundColor: '#fff8e1' }),
  textAndMedia: (space, brand, id) =>
    space.entry(id, 'textAndMedia', {
      textMediaTitle: 'Hållbara leveranser', text: doc(p('Vi samlastar leveranser och kör fossilfritt där det går. '), p(link('/nyheter', 'Läs mer i våra nyheter'), '.')),
      image: space.image(id, 'Leveransbil', { width: 800, height: 600 }), imagePosition: 'right',
    }),
  textBlock: (space, brand, id) =>
    space.entry(id, 'textBlock', { title: 'Villkor i korthet', bodyTextSecondary: doc(h3('Betalning'), p('Faktura 30 dagar netto för kreditprövade företag.'), ul('Fri frakt över 5 000 kr', 'Öppet köp i 30 dagar')) }),
  accordions: (space, brand, id) =>
    space.entry(id, 'accordions', {
      title: 'Vanliga frågor', icon: 'question',
      items: [
        ['Hur snabbt levererar ni?', 'Beställningar före 16 levereras nästa vardag.'],
        ['Kan jag hämta i butik?', 'Ja, välj Leverans till butik i kassan. Vi meddelar när varorna är klara.'],
        ['Hur blir jag kund?', 'Fyll i formuläret på sidan Bli kund så kontaktar vi dig inom två arbetsdagar.'],
      ].map(([title, answer], n) => space.entry(`${id}-${n + 1}`, 'accordionItem', { title, text: paragraphs(answer) })),
    }),
};

export const ALL_SECTION_TYPES = Object.keys(SECTION_BUILDERS);

/** Sections of the given types with ids `${prefix}-s1`, `${prefix}-s2`, … */
export const buildSections = (space, brand, prefix, types) => types.map((type, index) => SECTION_BUILDERS[type](space, brand, `${prefix}-s${index + 1}`));
