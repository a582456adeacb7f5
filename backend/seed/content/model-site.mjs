// Site-wide content types (spec points 3 and 7): logos, header, footer with store details,
// the services menu and the two banners at the top of every page.
import { assetLink, boolean, contentType, entryLink, entryLinks, integer, richText, symbol, symbols, textField } from './model-fields.mjs';

export const SITE_MODEL = [
  contentType('logo', 'Logotyper', 'The brand logo set (one entry per space).', 'name', [
    symbol('name', 'Namn', { required: true }), assetLink('logo', 'Logotyp', { required: true }), assetLink('logoSmall', 'Liten logotyp'),
    assetLink('favicon', 'Favicon'), assetLink('lightLogo', 'Ljus logotyp'), assetLink('lightLogoSmall', 'Liten ljus logotyp'),
  ]),
  contentType('navigationLink', 'Länk', 'A link in the header or footer.', 'title', [
    symbol('title', 'Text', { required: true }), symbol('url', 'Länk', { required: true }), symbol('icon', 'Ikon'), boolean('isExternalLink', 'Extern länk'),
  ]),
  contentType('linkGroup', 'Länkgrupp', 'A titled column of footer links.', 'title', [
    symbol('title', 'Rubrik', { required: true }), entryLinks('links', 'Länkar', ['navigationLink'], { max: 20 }),
  ]),
  contentType('header', 'Sidhuvud', 'Header texts and links (one entry per space).', 'name', [
    symbol('name', 'Namn', { required: true }), entryLink('logo', 'Logotyper', ['logo']), symbols('uspTexts', 'Säljargument'),
    entryLinks('links', 'Länkar', ['navigationLink'], { max: 10 }), symbol('customerServicePhone', 'Kundtjänst telefon'),
  ]),
  contentType('footer', 'Sidfot', 'Footer with link groups and store details (one entry per space).', 'name', [
    symbol('name', 'Namn', { required: true }), richText('description', 'Beskrivning'), entryLinks('linkGroups', 'Länkgrupper', ['linkGroup'], { max: 6 }),
    symbol('storeDetailsTitle', 'Butiksrubrik'), entryLinks('stores', 'Butiker', ['storePage'], { max: 40 }), symbol('customerServicePhone', 'Kundtjänst telefon'),
    symbol('customerServiceEmail', 'Kundtjänst e-post'), entryLinks('socialLinks', 'Sociala medier', ['navigationLink'], { max: 6 }), symbol('copyright', 'Copyright'),
  ]),
  contentType('ourServicesMenu', 'Tjänstemeny', 'One entry of the services menu; parentSlug nests it, sortOrder orders siblings.', 'title', [
    symbol('title', 'Rubrik', { required: true }), symbol('slug', 'Slug', { required: true }), symbol('parentSlug', 'Förälder'), symbol('icon', 'Ikon'),
    integer('sortOrder', 'Ordning'),
  ]),
  contentType('alertBanner', 'Varningsbanner', 'A closable alert at the top of every page when active.', 'title', [
    boolean('active', 'Aktiv', { required: true }), symbol('type', 'Typ', { in: ['info', 'warning', 'error'] }), textField('message', 'Meddelande', { required: true }),
    symbol('title', 'Rubrik'), symbol('linkUrl', 'Länk'), symbol('linkText', 'Länktext'), symbol('secondLinkUrl', 'Andra länk'), symbol('secondLinkText', 'Andra länktext'),
  ]),
  contentType('informationBanner', 'Informationsbanner', 'A closable information strip when active.', 'message', [
    boolean('active', 'Aktiv', { required: true }), textField('message', 'Meddelande', { required: true }), symbol('linkUrl', 'Länk'), symbol('linkText', 'Länktext'),
    symbol('linkIcon', 'Länkikon'),
  ]),
];
