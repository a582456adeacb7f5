// The location service's stores as objects, read back from the SQL that stores.mjs produces.
// stores.mjs exports only that SQL and the ids; reading its rows here keeps it the one source
// of store names, addresses, coordinates and hours, so every store page matches a real store.
import { storesSql } from '../stores.mjs';

const INSERT = /^INSERT INTO stores \(([^)]+)\) VALUES \((.*)\);$/;
const VALUE = /'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|NULL/g;

function parseValues(text) {
  return [...text.matchAll(VALUE)].map(([literal, quoted, number]) => {
    if (quoted !== undefined) return quoted.replaceAll("''", "'");
    if (number !== undefined) return Number(number);
    if (literal === 'NULL') return null;
    throw new Error(`Unexpected store value: ${literal}`);
  });
}

/** Pickup stores (type STORE) in the location service's order; the central warehouse has no page. */
export function loadStores() {
  const rows = storesSql().flatMap((statement) => {
    const match = INSERT.exec(statement);
    if (!match) return [];
    const columns = match[1].split(',').map((column) => column.trim());
    const values = parseValues(match[2]);
    if (values.length !== columns.length) throw new Error(`Cannot read store row: ${statement}`);
    return [Object.fromEntries(columns.map((column, index) => [column, values[index]]))];
  });
  if (rows.length === 0) throw new Error('No stores found in stores.mjs');
  return rows
    .filter((row) => row.type === 'STORE')
    .map((row) => ({
      id: row.id,
      name: row.name,
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      lat: row.lat,
      lon: row.lon,
      phone: row.phone,
      email: row.email,
      openingHours: JSON.parse(row.opening_hours),
      services: JSON.parse(row.services),
    }));
}
