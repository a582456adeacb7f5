// The front page of one brand space: a hero and one or more sections of each of the nine
// front-page section types (spec point 3), in the order a visitor meets them.
import { CATEGORIES } from './brands.mjs';
import { button, doc, p } from './rich-text.mjs';

/** A banner with desktop and mobile images of its own. */
export function addBanner(space, id, fields) {
  return space.entry(`banner-${id}`, 'banner', {
    name: fields.title,
    template: 'image-left',
    isExternalLink: false,
    image: space.image(`banner-${id}`, fields.title, { width: 800, height: 450 }),
    bannerDesktop: space.image(`banner-${id}-desktop`, fields.title, { width: 1440, height: 400 }),
    bannerMobile: space.image(`banner-${id}-mobile`, fields.title, { width: 750, height: 600 }),
    ...fields,
  });
}

function addSubBanners(space, brand) {
  return space.entry('section-sub-banners', 'subBanners', {
    title: 'Aktuellt',
    banners: [
      addBanner(space, 'sub-kampanj', { title: brand.campaign.name, preTitle: 'Kampanj', text: brand.campaign.text, buttonText: 'Se kampanjen', linkUrl: brand.campaign.url }),
      addBanner(space, 'sub-butik', { title: 'Hitta din butik', preTitle: 'Butiker', text: 'Över 30 butiker från Visby till Kiruna.', buttonText: 'Hitta butik', linkUrl: '/hitta-butik' }),
      addBanner(space, 'sub-nyheter', { title: 'Nyheter', preTitle: 'Nytt hos oss', text: `Det senaste från ${brand.name}.`, buttonText: 'Läs mer', linkUrl: '/nyheter' }),
    ],
  });
}

/** RandomBanners shows one banner per visit, chosen with these weights (60/30/10). */
function addRandomBanners(space, brand) {
  const weighted = [
    ['leverans', 'Leverans nästa vardag', 'Beställ före 16 så är varorna på plats i morgon.', 60],
    ['app', 'Handla i appen', `Scanna, beställ och följ dina leveranser i ${brand.name}-appen.`, 30],
    ['kredit', 'Kreditkonto för företag', 'Handla på faktura med 30 dagars betalningsvillkor.', 10],
  ];
  return space.entry('section-random-banners', 'randomBanners', {
    title: 'Tips',
    banners: weighted.map(([id, title, text, weight]) => addBanner(space, `random-${id}`, { title, text, weight, template: 'full-width', buttonText: 'Läs mer', linkUrl: '/tjanster' })),
  });
}

function addMarketingBanners(space, brand) {
  return space.entry('section-marketing-banners', 'marketingBanners', {
    title: 'Erbjudanden',
    banners: [
      addBanner(space, 'marketing-kampanj', { title: brand.campaign.name, textRow1: brand.campaign.text, textRow2: 'Gäller så långt lagret räcker.', marketingId: `${brand.id}-kampanj-2026`, creative: 'kampanj-stor', linkUrl: brand.campaign.url, buttonText: 'Handla nu', backgroundColor: brand.themeColor }),
      addBanner(space, 'marketing-nyhet', { title: 'Nyheter i sortimentet', textRow1: 'Hundratals nya artiklar varje månad.', marketingId: `${brand.id}-nyheter-2026`, creative: 'nyheter-liten', linkUrl: '/kampanjer', buttonText: 'Se nyheterna', template: 'compact' }),
    ],
  });
}

function addContentBanners(space, brand, guidePaths) {
  return space.entry('section-content-banners', 'contentBanners', {
    title: 'Guider och tips',
    icon: 'book',
    backgroundColor: '#f4f6f7',
    banners: guidePaths.slice(0, 3).map(({ path, title }, index) =>
      addBanner(space, `content-${index + 1}`, { title, preTitle: 'Guide', text: `Praktiska råd för ${brand.trade}.`, linkUrl: path, buttonText: 'Läs guiden', template: 'image-right' }),
    ),
  });
}

function addServiceCards(space, brand) {
  const cards = [
    ['leverans', 'Leverans till bygget', 'Vi levererar direkt till arbetsplatsen, med kranbil vid behov.', 'truck', '/tjanster/leverans-till-bygget'],
    ['uthyrning', 'Verktygsuthyrning', 'Hyr maskiner per dag eller vecka i våra större butiker.', 'tools', '/tjanster/verktygsuthyrning'],
    ['kredit', 'Kreditkonto', 'Handla på faktura och samla inköpen per projekt.', 'card', '/tjanster/kreditkonto'],
    ['kundservice', 'Kundservice', `Ring ${brand.phone} vardagar 07–17.`, 'help', '/kundservice'],
  ];
  return space.entry('section-service-cards', 'serviceCards', {
    title: 'Våra tjänster',
    icon: 'tools',
    cards: cards.map(([id, title, text, icon, linkUrl]) => space.entry(`service-card-${id}`, 'serviceCard', { title, text, icon, linkUrl, linkText: 'Läs mer' })),
  });
}

export function addFrontPage(space, brand, { guidePaths }) {
  const hero = space.entry('hero-start', 'hero', {
    title: brand.heroTitle,
    titleFontSize: 'large',
    slug: 'start',
    description: brand.heroDescription,
    overlay: true,
    heroDesktop: space.image('hero-start-desktop', brand.heroTitle, { width: 1920, height: 640 }),
    heroMobile: space.image('hero-start-mobile', brand.heroTitle, { width: 750, height: 900 }),
    icon: 'star',
  });
  const sections = [
    space.entry('section-large-intro', 'largeSection', {
      title: `${brand.name} – grossisten för ${brand.trade}`,
      preTitle: 'Välkommen',
      text: doc(p('Logga in för att se dina priser och ditt lagersaldo i närmaste butik. '), p(button('button-bli-kund'))),
      image: space.image('section-large-intro', brand.name, { width: 1200, height: 800 }),
      buttonText: 'Logga in',
      linkUrl: '/mina-sidor',
      isExternalLink: false,
      imagePosition: 'right',
      icon: 'star',
      backgroundColor: '#ffffff',
      // A sign-in invitation: a signed-in buyer (also in punch-out) already sees prices.
      audience: 'signedOut',
    }),
    addSubBanners(space, brand),
    addRandomBanners(space, brand),
    space.entry('section-selected-products', 'selectedProducts', { title: 'Populärt just nu', selectedProductsId: brand.selectedProductsId, buttonText: 'Se alla', linkUrl: '/kampanjer', icon: 'fire' }),
    space.entry('section-assortment-icons', 'assortmentIcons', {
      title: 'Sortiment',
      items: brand.categoryOrder.map((slug) => ({ title: CATEGORIES[slug].title, icon: CATEGORIES[slug].icon, url: `/kategorier/${slug}` })),
    }),
    addMarketingBanners(space, brand),
    addServiceCards(space, brand),
    addContentBanners(space, brand, guidePaths),
    space.entry('section-video', 'video', {
      title: brand.video.title,
      description: 'En kort film från våra produktspecialister.',
      videoUrl: brand.video.url,
      poster: space.image('video-poster', brand.video.title, { width: 1280, height: 720 }),
    }),
  ];
  space.entry('button-bli-kund', 'embeddedButton', { text: 'Bli kund', url: '/bli-kund', variant: 'primary', size: 'medium', inline: true, shape: 'rounded', icon: 'arrow-right' });
  space.entry('front-page', 'frontPage', {
    name: `${brand.name} startsida`,
    metaDescription: `${brand.name}: ${brand.heroDescription}`,
    hero,
    sections,
  });
}
