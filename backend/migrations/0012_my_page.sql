-- My page (issue 14): the address book refuses a second identical address of one customer, so a
-- form posted twice stores one address (decision 019). The fingerprint is computed by SQLite from
-- the stored fields, so seeded rows, created rows and edited rows are all covered without code
-- that could drift. ASCII-only lower() is enough: the shop sends what the buyer typed, twice.
ALTER TABLE addresses ADD COLUMN fingerprint TEXT GENERATED ALWAYS AS (
  lower(coalesce(label, '')) || char(31) || lower(name) || char(31) || lower(coalesce(recipient_name, '')) || char(31) ||
  lower(address1) || char(31) || lower(coalesce(address2, '')) || char(31) || lower(coalesce(address3, '')) || char(31) ||
  postal_code || char(31) || lower(postal_address) || char(31) || country_code || char(31) || coalesce(phone, '')
) VIRTUAL;
CREATE UNIQUE INDEX addresses_unique_per_customer ON addresses(customer_id, fingerprint);

-- Order-reference validation (GET /v4/customers/orders/{number}/validate) looks a customer's
-- references up without regard to case.
CREATE INDEX orders_by_customer_reference ON orders(customer_id, reference COLLATE NOCASE);
