// Retailers (resellers in towns without a store of our own) and the dynamic forms: the account
// application and a contact form, together using every input type.
import { doc, link, p } from './rich-text.mjs';

const RETAILER_TOWNS = [
  ['Mora', 61.0047, 14.5373], ['Ludvika', 60.1496, 15.1878], ['Motala', 58.5371, 15.0365], ['Alingsås', 57.93, 12.5336],
  ['Hudiksvall', 61.7281, 17.1033], ['Västervik', 57.758, 16.6373], ['Piteå', 65.3172, 21.4794], ['Lidköping', 58.5052, 13.1577],
  ['Enköping', 59.6361, 17.0777], ['Katrineholm', 58.9959, 16.2072], ['Kristinehamn', 59.3098, 14.1081], ['Ystad', 55.4295, 13.82],
];
const OFFERINGS = ['Beställningsvaror', 'Hämtställe', 'Lagerförda storsäljare', 'Verktygsservice', 'Rådgivning'];
const SHOP_WORDS = ['Bygg & Järn', 'Järnhandel', 'Installationsservice', 'Bygghandel'];

export function addRetailers(space, brand, random) {
  RETAILER_TOWNS.forEach(([town, lat, lon], index) => {
    const id = `R-${brand.id.toUpperCase()}-${String(index + 1).padStart(2, '0')}`;
    space.entry(`retailer-${index + 1}`, 'retailer', {
      id,
      name: `${town} ${random.pick(SHOP_WORDS)}`,
      address: `Storgatan ${random.int(1, 60)}, ${town}`,
      location: { lat, lon },
      offerings: OFFERINGS.filter(() => random.next() < 0.5).concat('Beställningsvaror').filter((value, i, all) => all.indexOf(value) === i),
      link: `https://www.${town.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o')}-${brand.id}.example`,
    });
  });
}

/** [id, title, type, requiredField, inputList, placeholderText] */
const APPLICATION_INPUTS = [
  ['foretag', 'Företagsnamn', 'text', true, undefined, 'Bygg & El AB'],
  ['orgnr', 'Organisationsnummer', 'text', true, undefined, '556677-8899'],
  ['kontaktperson', 'Kontaktperson', 'text', true, undefined, 'För- och efternamn'],
  ['epost', 'E-post', 'email', true, undefined, 'namn@foretag.se'],
  ['telefon', 'Telefon', 'tel', false, undefined, '070-123 45 67'],
  ['anstallda', 'Antal anställda', 'number', false, undefined, '10'],
  ['bransch', 'Bransch', 'select', true, ['El', 'Bygg', 'VVS', 'Fastighet', 'Industri', 'Annat'], undefined],
  ['fakturering', 'Fakturering', 'radio', true, ['E-faktura', 'PDF via e-post', 'Papper'], undefined],
  ['intressen', 'Intresserad av', 'checkbox', false, ['Leverans till bygget', 'Verktygsuthyrning', 'Kreditkonto'], undefined],
  ['startdatum', 'Önskat startdatum', 'date', false, undefined, undefined],
  ['meddelande', 'Meddelande', 'textarea', false, undefined, 'Berätta gärna om era behov'],
  ['villkor', 'Jag godkänner villkoren', 'checkbox', true, undefined, undefined],
];

const CONTACT_INPUTS = [
  ['namn', 'Namn', 'text', true, undefined, 'För- och efternamn'],
  ['epost', 'E-post', 'email', true, undefined, 'namn@foretag.se'],
  ['amne', 'Ämne', 'select', true, ['Order och leverans', 'Faktura', 'Produktfråga', 'Annat'], undefined],
  ['meddelande', 'Meddelande', 'textarea', true, undefined, 'Hur kan vi hjälpa dig?'],
];

function addForm(space, formId, fields, inputs) {
  return space.entry(`form-${formId}`, 'dynamicForm', {
    id: formId,
    ...fields,
    inputs: inputs.map(([id, title, type, requiredField, inputList, placeholderText]) =>
      space.entry(`input-${formId}-${id}`, 'formInput', { id, title, type, requiredField, inputList, placeholderText }),
    ),
  });
}

export function addForms(space, brand) {
  addForm(space, 'bli-kund', {
    title: 'Ansökan om kundkonto',
    formTitle: `Bli kund hos ${brand.name}`,
    formDescription: doc(p('Fyll i uppgifterna så återkommer vi inom två arbetsdagar. Läs om hur vi hanterar personuppgifter i vår ', link('/integritetspolicy', 'integritetspolicy'), '.')),
    submitText: 'Skicka ansökan',
    successMessage: 'Tack! Vi har tagit emot din ansökan.',
  }, APPLICATION_INPUTS);
  addForm(space, 'kontakt', {
    title: 'Kontaktformulär',
    formTitle: 'Skriv till kundservice',
    formDescription: doc(p('Vi svarar inom en arbetsdag.')),
    submitText: 'Skicka',
    successMessage: 'Tack för ditt meddelande!',
  }, CONTACT_INPUTS);
}
