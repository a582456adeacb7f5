// Stock per article and location: the central warehouse for every article, and the stores that
// stock it. The store list is the location service's (stores.mjs), largest cities first, so the
// first stores stock more. Incoming deliveries are days from today, never fixed dates.

export const CENTRAL_STORAGE_ID = 'CL-01';

const storeShare = (position) => (position < 6 ? 0.35 : position < 22 ? 0.2 : 0.1);

function centralRow(random, variant, orderMultiple) {
  const row = [variant.article_number, CENTRAL_STORAGE_ID, 0, 0, orderMultiple, null, null];
  if (variant.stock_type === 'LAG') {
    row[3] = 1;
    // A few stocked articles have just run out and wait for a delivery.
    if (random.next() < 0.05 || (variant.discontinued && random.next() < 0.5)) [row[5], row[6]] = variant.discontinued ? [null, null] : [random.int(2, 6), random.int(20, 400)];
    else row[2] = variant.discontinued ? random.int(1, 30) : random.int(20, 2000);
  } else if (variant.stock_type === 'TRA') {
    // In transit to the central warehouse: stocked there, nothing on the shelf yet.
    row[3] = 1;
    [row[5], row[6]] = [random.int(3, 14), random.int(20, 500)];
  }
  return row;
}

/** Rows [article_number, location_id, quantity, stocked, order_multiple, incoming_days, incoming_quantity]. */
export function buildStockRows(random, variants, storeIds) {
  const rows = [];
  for (const variant of variants) {
    const roll = random.next();
    const orderMultiple = roll < 0.02 ? 10 : roll < 0.07 ? 5 : 1;
    rows.push(centralRow(random, variant, orderMultiple));
    const express = variant.filter_tags.includes('express-delivery');
    const factor = variant.stock_type === 'LAG' ? 1 : 0.15;
    let stockedInStore = false;
    storeIds.forEach((storeId, position) => {
      if (random.next() >= storeShare(position) * factor) return;
      stockedInStore = true;
      const empty = variant.discontinued ? random.next() < 0.7 : random.next() < 0.15;
      const incoming = empty && !variant.discontinued && random.next() < 0.5;
      rows.push([variant.article_number, storeId, empty ? 0 : random.int(1, 60), 1, orderMultiple, incoming ? random.int(1, 5) : null, incoming ? random.int(5, 50) : null]);
    });
    // Express delivery is only offered for articles a store can hand out today.
    if (express && !stockedInStore) rows.push([variant.article_number, storeIds[random.int(0, 5)], random.int(5, 40), 1, orderMultiple, null, null]);
  }
  return rows;
}
