// Page content types (spec point 3): front page, hero, content and listing pages, store pages with
// their contacts and activities, retailers and dynamic forms.
import { assetLink, assetLinks, boolean, contentType, date, entryLink, entryLinks, location, object, richText, symbol, symbols, textField } from './model-fields.mjs';
import { CONTENT_PAGE_SECTION_TYPES, FRONT_PAGE_SECTION_TYPES } from './model-sections.mjs';

export const WEEKDAY_FIELDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `openingHours${day}`);

export const FORM_INPUT_TYPES = ['text', 'textarea', 'email', 'tel', 'number', 'select', 'radio', 'checkbox', 'date'];

export const PAGE_MODEL = [
  contentType('frontPage', 'Startsida', 'The front page: a hero and up to 20 sections.', 'name', [
    symbol('name', 'Namn', { required: true }), textField('metaDescription', 'Metabeskrivning'), entryLink('hero', 'Hero', ['hero'], { required: true }),
    entryLinks('sections', 'Sektioner', FRONT_PAGE_SECTION_TYPES, { max: 20 }),
  ]),
  contentType('hero', 'Hero', 'The top of a page; a page can be chosen by its hero slug.', 'title', [
    symbol('title', 'Rubrik', { required: true }), symbol('titleFontSize', 'Rubrikstorlek', { in: ['small', 'medium', 'large'] }), symbol('slug', 'Slug'),
    textField('description', 'Beskrivning'), boolean('overlay', 'Mörk överton'), assetLink('heroDesktop', 'Bild dator'), assetLink('heroMobile', 'Bild mobil'),
    symbol('icon', 'Ikon'),
  ]),
  contentType('contentPage', 'Innehållssida', 'A content or landing page with up to 50 sections. Listing pages link to it in `pages`.', 'title', [
    symbol('title', 'Rubrik', { required: true }), symbol('preTitle', 'Förrubrik'), symbol('slug', 'Slug', { required: true }), boolean('showSidebar', 'Visa sidomeny'),
    richText('ingress', 'Ingress'), textField('metaDescription', 'Metabeskrivning'), symbol('canonicalLink', 'Kanonisk länk'), richText('bodyTextPrimary', 'Brödtext'),
    boolean('displayContacts', 'Visa kontakter'), boolean('excludeFromSearch', 'Dölj i sök'), boolean('authenticatedOnly', 'Endast inloggade'),
    symbol('categorySectionTitle', 'Kategorirubrik'), symbol('categorySectionIcon', 'Kategoriikon'), symbols('categories', 'Kategorier'),
    entryLink('hero', 'Hero', ['hero']), assetLink('thumbnail', 'Miniatyrbild'), entryLink('banner', 'Banner', ['banner']),
    entryLinks('sections', 'Sektioner', CONTENT_PAGE_SECTION_TYPES, { max: 50 }),
  ]),
  contentType('contentListingPage', 'Listningssida', 'Lists content pages (`pages`), grouped by tags in `tagOrder`.', 'title', [
    symbol('slug', 'Slug', { required: true }), symbol('title', 'Rubrik', { required: true }), assetLink('heroDesktop', 'Bild dator'), assetLink('heroMobile', 'Bild mobil'),
    boolean('overlay', 'Mörk överton'), symbol('icon', 'Ikon'), richText('ingress', 'Ingress'), textField('metaDescription', 'Metabeskrivning'),
    symbols('tagOrder', 'Taggordning'), entryLinks('pages', 'Sidor', ['contentPage'], { max: 200 }),
  ]),
  contentType('storePage', 'Butikssida', 'A store page, keyed by the location service store id (storeId).', 'name', [
    symbol('storeId', 'Butiks-id', { required: true }), symbol('name', 'Namn', { required: true }), symbol('address', 'Adress'), symbol('phone', 'Telefon'),
    symbol('email', 'E-post'), symbol('label', 'Etikett'), symbol('title', 'Rubrik'), richText('ingress', 'Ingress'), richText('bodyTextPrimary', 'Brödtext'),
    location('location', 'Position'), ...WEEKDAY_FIELDS.map((id) => symbol(id, id)),
    object('specialOpeningHoursWeekdays', 'Avvikande öppettider vardagar'), object('specialOpeningHoursWeekends', 'Avvikande öppettider helger'),
    richText('infobox', 'Infobox'), symbols('assortments', 'Sortiment'), symbols('services', 'Tjänster'),
    entryLinks('storeActivities', 'Aktiviteter', ['storeActivity'], { max: 20 }), symbol('contactsSectionTitle', 'Kontaktrubrik'),
    entryLinks('contacts', 'Kontakter', ['contact'], { max: 20 }), entryLinks('sections', 'Sektioner', CONTENT_PAGE_SECTION_TYPES, { max: 50 }),
    assetLinks('heroImages', 'Herobilder', { max: 5 }),
  ]),
  contentType('storeActivity', 'Butiksaktivitet', 'An event in a store.', 'title', [
    symbol('title', 'Rubrik', { required: true }), date('startDate', 'Start', { required: true }), date('endDate', 'Slut'), textField('description', 'Beskrivning'),
    assetLink('image', 'Bild'),
  ]),
  contentType('contact', 'Kontaktperson', 'A person to contact; role is free text.', 'name', [
    symbol('role', 'Roll'), symbol('name', 'Namn', { required: true }), symbol('phone', 'Telefon'), symbol('email', 'E-post'), assetLink('image', 'Bild'),
  ]),
  contentType('retailer', 'Återförsäljare', 'A retailer selling the brand outside its own stores.', 'name', [
    symbol('id', 'Id', { required: true }), symbol('name', 'Namn', { required: true }), symbol('address', 'Adress'), location('location', 'Position'),
    symbols('offerings', 'Erbjudanden'), symbol('link', 'Webbplats'),
  ]),
  contentType('dynamicForm', 'Formulär', 'A form editors build; submissions go to POST /forms/{id}/submissions.', 'title', [
    symbol('id', 'Id', { required: true }), symbol('title', 'Namn', { required: true }), symbol('formTitle', 'Rubrik'), richText('formDescription', 'Beskrivning'),
    entryLinks('inputs', 'Fält', ['formInput'], { required: true, min: 1, max: 40 }), symbol('submitText', 'Knapptext'), textField('successMessage', 'Tackmeddelande'),
  ]),
  contentType('formInput', 'Formulärfält', 'One input of a dynamic form; inputList holds the choices of select, radio and checkbox.', 'title', [
    symbol('id', 'Id', { required: true }), symbol('title', 'Etikett', { required: true }), symbol('type', 'Typ', { required: true, in: FORM_INPUT_TYPES }),
    symbols('inputList', 'Val'), boolean('requiredField', 'Obligatoriskt'), symbol('placeholderText', 'Platshållare'),
  ]),
];
