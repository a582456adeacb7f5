// Punch-out demo data: the spec's three companies with special mapping rules (point 9), and one
// cXML sender. Which customer is company A, B or C is decided here and nowhere in code:
//   A = C-1001 Bygg & El Norr AB        empty material group
//   B = C-2001 Industriservice Syd AB   material group = name of the last breadcrumb parent;
//                                        CUST_FIELD1 = the buyer's project (cost place)
//   C = C-3001 Fastighetsteknik Mitt AB unit ST instead of STK
// HOOK_URL hosts allowed over http in local development are configuration, not data: the shop's
// PUNCHOUT_DEV_HOOK_HOSTS variable (wrangler.toml), honoured only when ENVIRONMENT=development.
import { createHash } from 'node:crypto';

const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(sql).join(', ')});`;

const MAPPING_RULES = [
  { customer_id: 'C-1001', company_label: 'A', material_group: 'empty', unit_map: {}, custom_fields: [] },
  { customer_id: 'C-2001', company_label: 'B', material_group: 'last-breadcrumb-parent', unit_map: {}, custom_fields: [{ field: 1, from: 'projectId' }] },
  { customer_id: 'C-3001', company_label: 'C', material_group: 'default', unit_map: { STK: 'ST' }, custom_fields: [] },
];

// Development secret only: a real sender's secret is set by an admin, never committed.
const CXML_SENDERS = [{ domain: 'NetworkID', identity: 'industriservice-syd', secret: 'cxml-demo-secret', username: 'oci-demo' }];

const secretHash = (secret) => createHash('sha256').update(secret, 'utf8').digest('base64url');

/** Seed module: punch-out mapping rules per customer and cXML senders (after authSeed: users). */
export function punchoutSeed() {
  const clear = ['punchout_cxml_starts', 'punchout_cxml_senders', 'punchout_mapping_rules'];
  return [
    ...clear.map((table) => `DELETE FROM ${table};`),
    ...MAPPING_RULES.map((rule) => insert('punchout_mapping_rules', { ...rule, unit_map: JSON.stringify(rule.unit_map), custom_fields: JSON.stringify(rule.custom_fields) })),
    // The sender signs in as a punch-out account found by name, whatever id the auth seed gave it.
    ...CXML_SENDERS.map(
      ({ domain, identity, secret, username }) =>
        `INSERT INTO punchout_cxml_senders (domain, identity, secret_hash, user_id) SELECT ${sql(domain)}, ${sql(identity)}, ${sql(secretHash(secret))}, id FROM users WHERE username = ${sql(username)} AND is_punchout = 1;`,
    ),
  ];
}
