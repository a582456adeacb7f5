// Site-wide entries of one brand space: logo set, header, footer with store details, the
// services menu and the alert and information banners.
import { doc, p } from './rich-text.mjs';
import { entryLink } from './space-builder.mjs';

const navigation = (space, id, title, url, extra = {}) => space.entry(`nav-${id}`, 'navigationLink', { title, url, ...extra });

function addLogos(space, brand) {
  return space.entry('logo', 'logo', {
    name: `${brand.name} logotyper`,
    logo: space.image('logo', brand.name, { width: 240, height: 60 }),
    logoSmall: space.image('logo-small', brand.name.slice(0, 1), { width: 60, height: 60 }),
    favicon: space.image('favicon', brand.name.slice(0, 1), { width: 32, height: 32 }),
    lightLogo: space.image('logo-light', brand.name, { width: 240, height: 60, description: 'För mörk bakgrund' }),
    lightLogoSmall: space.image('logo-light-small', brand.name.slice(0, 1), { width: 60, height: 60, description: 'För mörk bakgrund' }),
  });
}

function addHeader(space, brand, logo) {
  space.entry('header', 'header', {
    name: `${brand.name} sidhuvud`,
    logo,
    uspTexts: ['Leverans nästa vardag', 'Fri frakt över 5 000 kr', `Kundtjänst ${brand.phone}`],
    links: [
      navigation(space, 'hitta-butik', 'Hitta butik', '/hitta-butik', { icon: 'store' }),
      navigation(space, 'kampanjer', 'Kampanjer', '/kampanjer', { icon: 'tag' }),
      navigation(space, 'kundservice', 'Kundservice', '/kundservice', { icon: 'help' }),
    ],
    customerServicePhone: brand.phone,
  });
}

/** The footer lists the brand's largest stores with their details (linked store pages). */
function addFooter(space, brand, footerStoreIds) {
  const group = (id, title, links) => space.entry(`link-group-${id}`, 'linkGroup', { title, links });
  space.entry('footer', 'footer', {
    name: `${brand.name} sidfot`,
    description: doc(p(`${brand.name} är grossisten för ${brand.trade}. Vi finns i hela Sverige med butiker, centrallager och leverans direkt till jobbet.`)),
    linkGroups: [
      group('handla', 'Handla hos oss', [
        navigation(space, 'kontakt', 'Kontakta oss', '/kundservice'),
        navigation(space, 'bli-kund', 'Bli kund', '/bli-kund'),
        navigation(space, 'leveransvillkor', 'Leveransvillkor', '/tjanster/leverans-till-bygget'),
      ]),
      group('om-oss', `Om ${brand.name}`, [
        navigation(space, 'om-oss', 'Om oss', '/om-oss'),
        navigation(space, 'nyheter', 'Nyheter', '/nyheter'),
        navigation(space, 'integritet', 'Integritetspolicy', '/integritetspolicy'),
      ]),
    ],
    storeDetailsTitle: 'Våra största butiker',
    stores: footerStoreIds.map((storeId) => entryLink(`store-${storeId}`)),
    customerServicePhone: brand.phone,
    customerServiceEmail: `kundservice@${brand.domain}`,
    socialLinks: [
      navigation(space, 'linkedin', 'LinkedIn', `https://www.linkedin.com/company/${brand.id}`, { icon: 'linkedin', isExternalLink: true }),
      navigation(space, 'instagram', 'Instagram', `https://www.instagram.com/${brand.id}`, { icon: 'instagram', isExternalLink: true }),
    ],
    copyright: `© 2026 ${brand.name} AB`,
  });
}

/** The services menu: entries nest by parentSlug; slugs are the paths of the service pages. */
function addServicesMenu(space, servicePages) {
  space.entry('services-menu-tjanster', 'ourServicesMenu', { title: 'Tjänster', slug: 'tjanster', icon: 'tools', sortOrder: 1 });
  servicePages.forEach(({ slug, title, icon }, index) =>
    space.entry(`services-menu-${slug}`, 'ourServicesMenu', { title, slug, parentSlug: 'tjanster', icon, sortOrder: index + 1 }),
  );
  space.entry('services-menu-kundservice', 'ourServicesMenu', { title: 'Kundservice', slug: 'kundservice', icon: 'help', sortOrder: 2 });
  space.entry('services-menu-hitta-butik', 'ourServicesMenu', { title: 'Hitta butik', slug: 'hitta-butik', parentSlug: 'kundservice', icon: 'store', sortOrder: 1 });
}

function addBanners(space, brand) {
  space.entry('alert-banner', 'alertBanner', {
    active: true,
    type: 'warning',
    title: 'Ändrade öppettider i jul',
    message: 'Butikerna har avvikande öppettider under jul och nyår. Se din butiks sida för detaljer.',
    linkUrl: '/hitta-butik',
    linkText: 'Hitta din butik',
    secondLinkUrl: '/kundservice',
    secondLinkText: 'Kontakta kundservice',
  });
  space.entry('information-banner', 'informationBanner', {
    active: true,
    message: `${brand.campaign.name}: ${brand.campaign.text}`,
    linkUrl: brand.campaign.url,
    linkText: 'Till kampanjen',
    linkIcon: 'arrow-right',
  });
  // Switched off: the shop must not show it (the active flag comes from content).
  space.entry('information-banner-inactive', 'informationBanner', { active: false, message: 'Sommarens öppettider gäller till och med augusti.' });
}

export function addSiteEntries(space, brand, { footerStoreIds, servicePages }) {
  const logo = addLogos(space, brand);
  addHeader(space, brand, logo);
  addFooter(space, brand, footerStoreIds);
  addServicesMenu(space, servicePages);
  addBanners(space, brand);
}
