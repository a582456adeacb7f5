// Section content types (spec point 3): the nine front-page sections, the eight that only content
// pages use, and the small parts they link to (banners, cards, accordion items, buttons).
import { assetLink, assetLinks, boolean, contentType, entryLink, entryLinks, integer, object, richText, symbol, textField } from './model-fields.mjs';

const title = () => symbol('title', 'Rubrik');
const icon = () => symbol('icon', 'Ikon');
const backgroundColor = () => symbol('backgroundColor', 'Bakgrundsfärg');

export const FRONT_PAGE_SECTION_TYPES = ['largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video'];
export const CONTENT_PAGE_ONLY_SECTION_TYPES = ['accountApplication', 'contactCards', 'imageSetOfThree', 'singleImage', 'infoBlock', 'textAndMedia', 'textBlock', 'accordions'];
export const CONTENT_PAGE_SECTION_TYPES = [...FRONT_PAGE_SECTION_TYPES, ...CONTENT_PAGE_ONLY_SECTION_TYPES];

const banners = () => entryLinks('banners', 'Banners', ['banner'], { required: true, max: 12, min: 1 });

export const SECTION_MODEL = [
  contentType('banner', 'Banner', 'A banner used by the banner sections; weight steers RandomBanners.', 'name', [
    symbol('name', 'Namn', { required: true }), symbol('title', 'Rubrik'), symbol('preTitle', 'Förrubrik'), textField('text', 'Text'), icon(),
    symbol('textRow1', 'Textrad 1'), symbol('textRow2', 'Textrad 2'), assetLink('contentImage', 'Innehållsbild'), assetLink('image', 'Bild'),
    symbol('buttonText', 'Knapptext'), symbol('template', 'Mall', { in: ['image-left', 'image-right', 'full-width', 'compact'] }), symbol('linkUrl', 'Länk'),
    boolean('isExternalLink', 'Extern länk'), symbol('marketingId', 'Marknadsförings-id'), symbol('creative', 'Kreativ'), integer('weight', 'Vikt'),
    symbol('metaTitle', 'Metatitel'), textField('metaDescription', 'Metabeskrivning'), assetLink('bannerDesktop', 'Banner dator'),
    assetLink('bannerMobile', 'Banner mobil'), backgroundColor(),
  ]),
  contentType('embeddedButton', 'Knapp i text', 'A button embedded inline in rich text.', 'text', [
    symbol('text', 'Text', { required: true }), symbol('url', 'Länk', { required: true }), symbol('variant', 'Variant', { in: ['primary', 'secondary', 'outline'] }),
    symbol('size', 'Storlek', { in: ['small', 'medium', 'large'] }), boolean('inline', 'I löptext'), symbol('shape', 'Form', { in: ['rounded', 'square', 'pill'] }), icon(),
  ]),
  contentType('serviceCard', 'Tjänstekort', 'One card of a ServiceCards section.', 'title', [
    symbol('title', 'Rubrik', { required: true }), textField('text', 'Text'), icon(), symbol('linkUrl', 'Länk'), symbol('linkText', 'Länktext'),
  ]),
  contentType('accordionItem', 'Dragspelsrad', 'One question or row of an Accordions section.', 'title', [
    symbol('title', 'Rubrik', { required: true }), richText('text', 'Text', { required: true }),
  ]),
  contentType('largeSection', 'Stor sektion', 'A wide section with image, text and a call to action.', 'title', [
    title(), symbol('preTitle', 'Förrubrik'), richText('text', 'Text'), assetLink('image', 'Bild'), symbol('buttonText', 'Knapptext'), symbol('linkUrl', 'Länk'),
    boolean('isExternalLink', 'Extern länk'), symbol('imagePosition', 'Bildplacering', { in: ['left', 'right'] }), icon(), backgroundColor(),
    symbol('audience', 'Visas för', { in: ['all', 'signedOut', 'signedIn'] }),
  ]),
  contentType('subBanners', 'Underbanners', 'Two to four banners side by side.', 'title', [title(), banners()]),
  contentType('randomBanners', 'Slumpade banners', 'Shows one of its banners, picked by banner weight.', 'title', [title(), banners()]),
  contentType('marketingBanners', 'Marknadsbanners', 'Campaign banners with marketing ids for analytics.', 'title', [title(), banners()]),
  contentType('contentBanners', 'Innehållsbanners', 'Banners linking to content pages.', 'title', [title(), icon(), backgroundColor(), banners()]),
  contentType('selectedProducts', 'Utvalda produkter', 'Live product cards of a selected product group.', 'title', [
    symbol('title', 'Rubrik', { required: true }), symbol('selectedProductsId', 'Produktgrupp', { required: true }), symbol('buttonText', 'Knapptext'),
    symbol('linkUrl', 'Länk'), icon(), backgroundColor(),
  ]),
  contentType('assortmentIcons', 'Sortimentsikoner', 'Category icons linking into the assortment; items are { title, icon, url }.', 'title', [
    title(), object('items', 'Ikoner', { required: true }),
  ]),
  contentType('serviceCards', 'Tjänstekort', 'A row of service cards.', 'title', [
    title(), icon(), backgroundColor(), entryLinks('cards', 'Kort', ['serviceCard'], { required: true, max: 8, min: 1 }),
  ]),
  contentType('video', 'Video', 'An embedded video with a poster image.', 'title', [
    title(), textField('description', 'Beskrivning'), symbol('videoUrl', 'Videolänk', { required: true }), assetLink('poster', 'Affischbild'),
  ]),
  contentType('accountApplication', 'Kundansökan', 'Invites a company to apply for a trade account.', 'title', [
    title(), richText('text', 'Text'), symbol('buttonText', 'Knapptext'), entryLink('form', 'Formulär', ['dynamicForm']), icon(), backgroundColor(),
  ]),
  contentType('contactCards', 'Kontaktkort', 'Cards with people to contact.', 'title', [
    title(), icon(), backgroundColor(), entryLinks('contacts', 'Kontakter', ['contact'], { required: true, max: 12, min: 1 }),
  ]),
  contentType('imageSetOfThree', 'Tre bilder', 'Exactly three images in a row.', 'title', [
    title(), assetLinks('images', 'Bilder', { required: true, min: 3, max: 3 }),
  ]),
  contentType('singleImage', 'Enskild bild', 'One image with a caption.', 'title', [
    title(), assetLink('image', 'Bild', { required: true }), symbol('caption', 'Bildtext'),
  ]),
  contentType('infoBlock', 'Infoblock', 'A highlighted block of information.', 'infoBlockTitle', [
    symbol('infoBlockTitle', 'Rubrik', { required: true }), richText('infoBlockText', 'Text', { required: true }), icon(), backgroundColor(),
  ]),
  contentType('textAndMedia', 'Text och media', 'Text beside an image.', 'textMediaTitle', [
    symbol('textMediaTitle', 'Rubrik'), richText('text', 'Text', { required: true }), assetLink('image', 'Bild'),
    symbol('imagePosition', 'Bildplacering', { in: ['left', 'right'] }),
  ]),
  contentType('textBlock', 'Textblock', 'A block of running text.', 'title', [title(), richText('bodyTextSecondary', 'Brödtext', { required: true })]),
  contentType('accordions', 'Dragspel', 'Questions and answers that open one at a time.', 'title', [
    title(), icon(), entryLinks('items', 'Rader', ['accordionItem'], { required: true, max: 30, min: 1 }),
  ]),
];
