// The location service's stores: one per Swedish town (two in the largest cities) with
// approximate real coordinates, plus the central warehouse. S-STO-01, S-GBG-01 and S-MMO-01 are
// brand defaults (brands/*/config) and must keep their ids.

/** [id, name, city, postal code, lat, lon, size] — size picks the opening hours and services. */
const STORES = [
  ['S-STO-01', 'Stockholm', 'Stockholm', '120 30', 59.3293, 18.0686, 'large'],
  ['S-STO-02', 'Stockholm Sickla', 'Nacka', '131 54', 59.3036, 18.1223, 'large'],
  ['S-GBG-01', 'Göteborg', 'Göteborg', '415 05', 57.7089, 11.9746, 'large'],
  ['S-GBG-02', 'Göteborg Hisingen', 'Göteborg', '417 05', 57.7262, 11.9391, 'large'],
  ['S-MMO-01', 'Malmö', 'Malmö', '212 15', 55.605, 13.0038, 'large'],
  ['S-UPP-01', 'Uppsala', 'Uppsala', '754 50', 59.8586, 17.6389, 'large'],
  ['S-VST-01', 'Västerås', 'Västerås', '721 36', 59.6099, 16.5448, 'medium'],
  ['S-ORE-01', 'Örebro', 'Örebro', '702 27', 59.2753, 15.2134, 'medium'],
  ['S-LKP-01', 'Linköping', 'Linköping', '582 78', 58.4108, 15.6214, 'medium'],
  ['S-HBG-01', 'Helsingborg', 'Helsingborg', '254 64', 56.0465, 12.6945, 'medium'],
  ['S-JKG-01', 'Jönköping', 'Jönköping', '553 03', 57.7826, 14.1618, 'medium'],
  ['S-NRK-01', 'Norrköping', 'Norrköping', '602 23', 58.5877, 16.1924, 'medium'],
  ['S-LUN-01', 'Lund', 'Lund', '224 78', 55.7047, 13.191, 'medium'],
  ['S-UME-01', 'Umeå', 'Umeå', '906 20', 63.8258, 20.263, 'medium'],
  ['S-GVL-01', 'Gävle', 'Gävle', '802 91', 60.6749, 17.1413, 'medium'],
  ['S-BOR-01', 'Borås', 'Borås', '504 64', 57.721, 12.9401, 'medium'],
  ['S-SDT-01', 'Södertälje', 'Södertälje', '152 42', 59.1955, 17.6253, 'medium'],
  ['S-ESK-01', 'Eskilstuna', 'Eskilstuna', '633 46', 59.3717, 16.5077, 'medium'],
  ['S-HAD-01', 'Halmstad', 'Halmstad', '302 62', 56.6745, 12.8578, 'medium'],
  ['S-VXO-01', 'Växjö', 'Växjö', '352 45', 56.8777, 14.8091, 'medium'],
  ['S-KSD-01', 'Karlstad', 'Karlstad', '653 41', 59.3793, 13.5036, 'medium'],
  ['S-SDL-01', 'Sundsvall', 'Sundsvall', '856 50', 62.3908, 17.3069, 'medium'],
  ['S-OSD-01', 'Östersund', 'Östersund', '831 48', 63.1792, 14.6357, 'small'],
  ['S-THN-01', 'Trollhättan', 'Trollhättan', '461 38', 58.2837, 12.2886, 'small'],
  ['S-LLA-01', 'Luleå', 'Luleå', '973 46', 65.5848, 22.1547, 'medium'],
  ['S-KLR-01', 'Kalmar', 'Kalmar', '393 56', 56.6634, 16.3568, 'small'],
  ['S-KST-01', 'Kristianstad', 'Kristianstad', '291 59', 56.0294, 14.1567, 'small'],
  ['S-SFT-01', 'Skellefteå', 'Skellefteå', '931 36', 64.7507, 20.9528, 'small'],
  ['S-FAL-01', 'Falun', 'Falun', '791 77', 60.6065, 15.6355, 'small'],
  ['S-KKN-01', 'Karlskrona', 'Karlskrona', '371 47', 56.1612, 15.5869, 'small'],
  ['S-VBY-01', 'Visby', 'Visby', '621 41', 57.6348, 18.2948, 'small'],
  ['S-KRN-01', 'Kiruna', 'Kiruna', '981 38', 67.8558, 20.2253, 'small'],
  ['S-AGH-01', 'Ängelholm', 'Ängelholm', '262 73', 56.2428, 12.8622, 'small'],
  ['S-VBG-01', 'Varberg', 'Varberg', '432 32', 57.1056, 12.2508, 'small'],
  ['S-NYO-01', 'Nyköping', 'Nyköping', '611 38', 58.753, 17.0079, 'small'],
  ['S-HND-01', 'Härnösand', 'Härnösand', '871 33', 62.6323, 17.9379, 'small'],
];

const STREETS = ['Industrivägen', 'Verkstadsgatan', 'Byggvägen', 'Företagsvägen', 'Hantverkargatan', 'Lagervägen', 'Montörvägen'];

const weekdays = (opens, closes) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, { opens, closes }]));

const HOURS = {
  large: { ...weekdays('06:30', '18:00'), sat: { opens: '09:00', closes: '15:00' }, sun: { opens: '10:00', closes: '14:00' } },
  medium: { ...weekdays('06:30', '17:30'), sat: { opens: '09:00', closes: '14:00' }, sun: null },
  small: { ...weekdays('07:00', '17:00'), sat: { opens: '09:00', closes: '13:00' }, sun: null },
};

const SERVICES = {
  large: ['standard-pickup', 'express-pickup', 'drive-in', 'tool-rental'],
  medium: ['standard-pickup', 'express-pickup', 'tool-rental'],
  small: ['standard-pickup'],
};

/** The location service is the group's, shared by every brand; each brand's store pages use its own domain. */
const GROUP_DOMAIN = 'grossistgruppen.se';

const ascii = (text) => text.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o').replace(/[^a-z0-9]+/g, '-');
const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

function storeRow([id, name, city, postalCode, lat, lon, size], index) {
  const street = `${STREETS[index % STREETS.length]} ${3 + ((index * 7) % 40)}`;
  const phone = `010-${String(410 + index).padStart(3, '0')} ${String(10 + ((index * 13) % 90)).padStart(2, '0')} 00`;
  return [id, name, 'STORE', street, postalCode, city, lat, lon, phone, `${ascii(name)}@${GROUP_DOMAIN}`, JSON.stringify(HOURS[size]), JSON.stringify(SERVICES[size])];
}

/** Central storage: ships to customers and stores, never a pickup point. */
const CENTRAL = ['CL-01', 'Centrallager Jönköping', 'CENTRAL', 'Logistikvägen 1', '556 52', 'Jönköping', 57.7559, 14.0742, '010-400 00 00', `centrallager@${GROUP_DOMAIN}`, JSON.stringify({ ...weekdays('06:00', '22:00'), sat: null, sun: null }), JSON.stringify(['central-storage'])];

export const STORE_IDS = STORES.map(([id]) => id);

export function storesSql() {
  const rows = [...STORES.map(storeRow), CENTRAL];
  const columns = 'id, name, type, street, postal_code, city, lat, lon, phone, email, opening_hours, services';
  return ['DELETE FROM stores;', ...rows.map((row) => `INSERT INTO stores (${columns}) VALUES (${row.map(sql).join(', ')});`)];
}
