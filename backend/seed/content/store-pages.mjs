// A storePage for every pickup store of the location service, in every brand space: the
// store's own name, address, position, phone and hours, plus brand texts, contacts and events.
import { doc, p, paragraphs } from './rich-text.mjs';
import { WEEKDAY_FIELDS } from './model-pages.mjs';
import { loadStores } from './store-rows.mjs';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const SERVICE_LABELS = {
  'standard-pickup': 'Hämta i butik',
  'express-pickup': 'Expresshämtning inom 2 timmar',
  'drive-in': 'Drive-in',
  'tool-rental': 'Verktygsuthyrning',
};

// Hours are "HH:MM-HH:MM" or "Stängt", the same notation in the weekly and the special hours.
const hours = (day) => (day ? `${day.opens}-${day.closes}` : 'Stängt');

const SPECIAL_WEEKDAYS = [
  { date: '2026-12-24', name: 'Julafton', hours: 'Stängt' },
  { date: '2026-12-31', name: 'Nyårsafton', hours: '07:00-12:00' },
  { date: '2027-01-06', name: 'Trettondedag jul', hours: 'Stängt' },
];
const SPECIAL_WEEKENDS = [
  { date: '2026-12-26', name: 'Annandag jul', hours: 'Stängt' },
  { date: '2027-01-02', name: 'Lördag efter nyår', hours: '10:00-13:00' },
];

const FIRST_NAMES = ['Maria', 'Johan', 'Karin', 'Lars', 'Elin', 'Peter', 'Sofia', 'Mikael', 'Linnea', 'Oskar', 'Emma', 'Henrik'];
const LAST_NAMES = ['Lindqvist', 'Nyström', 'Holm', 'Åberg', 'Lund', 'Sandberg', 'Öhman', 'Hedlund', 'Forsberg', 'Wikström'];
const ROLES = ['Butikschef', 'Säljare', 'Lagerchef', 'Projektsäljare'];
const ACTIVITIES = [
  ['Frukostmöte för proffs', 'Kaffe, smörgås och nyheter i sortimentet från klockan sju.'],
  ['Leverantörsdag', 'Träffa våra leverantörer och prova det senaste.'],
  ['Verktygsdemo', 'Prova nya maskiner innan du köper eller hyr.'],
  ['Kurs i elsäkerhet', 'Halvdagskurs för installatörer, anmälan i butiken.'],
  ['Julmingel', 'Vi tackar för året med glögg och kampanjpriser.'],
];

const ascii = (text) => text.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o');

function addContacts(space, brand, store, random) {
  return [0, 1].map((n) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    return space.entry(`contact-${store.id}-${n + 1}`, 'contact', {
      name: `${first} ${last}`,
      role: n === 0 ? 'Butikschef' : random.pick(ROLES.slice(1)),
      phone: store.phone,
      email: `${ascii(first)}.${ascii(last)}@${brand.domain}`,
    });
  });
}

function addActivities(space, store, random) {
  return Array.from({ length: random.int(0, 2) }, (_, n) => {
    const [title, description] = random.pick(ACTIVITIES);
    const day = String(random.int(1, 28)).padStart(2, '0');
    const month = random.pick(['2026-12', '2027-01', '2027-02']);
    return space.entry(`activity-${store.id}-${n + 1}`, 'storeActivity', { title, startDate: `${month}-${day}`, description });
  });
}

/** Adds every store page; returns the store ids in the location service's order. */
export function addStorePages(space, brand, random) {
  const stores = loadStores();
  const heroImages = [1, 2, 3].map((n) => space.image(`store-hero-${n}`, `${brand.name} butik`, { width: 1600, height: 600 }));
  stores.forEach((store, index) => {
    const weekly = Object.fromEntries(WEEKDAY_FIELDS.map((field, day) => [field, hours(store.openingHours[DAY_KEYS[day]])]));
    const opensSunday = Boolean(store.openingHours.sun);
    space.entry(`store-${store.id}`, 'storePage', {
      storeId: store.id,
      name: `${brand.name} ${store.name}`,
      address: `${store.street}, ${store.postalCode} ${store.city}`,
      phone: store.phone,
      // The brand's own address for the store ("umea@ljusgrossen.se"), as a buyer of that brand expects.
      email: store.email.replace(/@.*$/, `@${brand.domain}`),
      label: store.services.includes('drive-in') ? 'Drive-in' : 'Butik',
      title: `Välkommen till ${brand.name} ${store.name}`,
      ingress: paragraphs(`Hos oss i ${store.city} hittar du ${brand.assortments.join(', ').toLowerCase()} och kunniga säljare.`),
      bodyTextPrimary: doc(p(`Beställ på webben och hämta i butiken, eller låt oss leverera till bygget i ${store.city} med omnejd.`)),
      location: { lat: store.lat, lon: store.lon },
      ...weekly,
      specialOpeningHoursWeekdays: SPECIAL_WEEKDAYS,
      specialOpeningHoursWeekends: opensSunday ? [...SPECIAL_WEEKENDS, { date: '2026-12-27', name: 'Söndag i mellandagarna', hours: 'Stängt' }] : SPECIAL_WEEKENDS,
      infobox: paragraphs(random.next() < 0.5 ? 'Lastplats för lastbil finns vid entrén.' : 'Ring gärna i förväg vid större beställningar.'),
      assortments: brand.assortments,
      services: store.services.map((service) => SERVICE_LABELS[service] ?? service),
      storeActivities: addActivities(space, store, random),
      contactsSectionTitle: 'Kontakta butiken',
      contacts: addContacts(space, brand, store, random),
      heroImages: [heroImages[index % heroImages.length]],
    });
  });
  return stores.map((store) => store.id);
}
