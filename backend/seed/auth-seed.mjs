// Demo customers, projects, users with their roles and permission denies, sales teams and the
// stores. Password hashes are computed here (Node's PBKDF2 gives the same bytes as Web Crypto)
// with salts drawn from the seeded PRNG, so the SQL is identical on every run.
import { pbkdf2Sync } from 'node:crypto';
import { storesSql } from './stores.mjs';

const ITERATIONS = 100_000; // workerd's Web Crypto maximum; the backend verifies with the same count
const DEMO_PASSWORD = 'Demo1234!';
const CREATED_AT = '2026-11-21T00:00:00Z';

const CUSTOMERS = [
  { id: 'C-1001', name: 'Bygg & El Norr AB', assortment: 'bygg-el', projects: [['P-1001-1', 'Kv. Björken, Umeå'], ['P-1001-2', 'Skolan i Skellefteå'], ['P-1001-3', 'Service och underhåll']] },
  { id: 'C-2001', name: 'Industriservice Syd AB', assortment: 'default', projects: [['P-2001-1', 'Underhåll Malmö hamn']] },
  { id: 'C-3001', name: 'Fastighetsteknik Mitt AB', assortment: 'default', projects: [['P-3001-1', 'Fastighetsservice Sundsvall'], ['P-3001-2', 'Stambyte Östersund']] },
];

/** [e-mail, first name, last name, role per customer, denies, preferred store, delivery method, default project, extras] */
const USERS = [
  ['anna.andersson@demo.example', 'Anna', 'Andersson', { 'C-1001': 'USER' }, [], 'S-UME-01', 'DBI', 'P-1001-1'],
  ['bo.berg@demo.example', 'Bo', 'Berg', { 'C-1001': 'BUYER_ADMIN' }, [], 'S-UME-01', 'EXH', 'P-1001-1'],
  ['carl.carlsson@demo.example', 'Carl', 'Carlsson', { 'C-1001': 'SELLER_ADMIN', 'C-2001': 'SELLER_ADMIN' }, [], 'S-STO-01', 'DBI', 'P-1001-3'],
  ['site.admin@demo.example', 'Sigrid', 'Sjöström', { 'C-1001': 'SITE_ADMIN', 'C-2001': 'SITE_ADMIN', 'C-3001': 'SITE_ADMIN' }, [], 'S-STO-01', 'DBI', null],
  ['dana.dahl@demo.example', 'Dana', 'Dahl', { 'C-1001': 'USER' }, ['EJ_SE_PRISER', 'EJ_SE_RABATTER'], 'S-SFT-01', 'DBI', 'P-1001-2'],
  ['erik.ek@demo.example', 'Erik', 'Ek', { 'C-1001': 'USER' }, ['EJ_ORDER', 'EJ_ORDERHISTORIK'], 'S-UME-01', 'EXH', 'P-1001-1'],
  // A second customer with another assortment (C-3001, 'default'): EJ_ANDRA_SORTIMENT keeps her in bygg-el.
  ['frida.fors@demo.example', 'Frida', 'Fors', { 'C-1001': 'USER', 'C-3001': 'USER' }, ['EJ_ALLA_LEVERANSSATT', 'EJ_ANDRA_SORTIMENT'], 'S-LLA-01', 'DBI', 'P-1001-3'],
  ['gustav.gran@demo.example', 'Gustav', 'Gran', { 'C-1001': 'USER', 'C-2001': 'USER' }, [], 'S-MMO-01', 'EXH', 'P-1001-2'],
  ['nils.ny@demo.example', 'Nils', 'Ny', { 'C-1001': 'USER' }, [], 'S-UME-01', 'DBI', null, { mustChangePassword: true, emailVerified: false }],
  ['vera.version@demo.example', 'Vera', 'Version', { 'C-1001': 'USER' }, [], 'S-SFT-01', 'DBI', 'P-1001-1', { tokenVersion: 1 }],
  ['oci-demo@industriservice-syd.example', 'Olle', 'Öberg', { 'C-2001': 'USER' }, [], 'S-MMO-01', 'DBI', 'P-2001-1', { username: 'oci-demo', password: 'oci-demo', punchout: true }],
];

const TEAM_ROLES = ['Kundansvarig säljare', 'Innesäljare', 'Kundtjänst'];
const TEAM_FIRST = ['Maria', 'Johan', 'Karin', 'Lars', 'Elin', 'Peter', 'Sofia', 'Mikael', 'Linnea'];
const TEAM_LAST = ['Lindqvist', 'Nyström', 'Holm', 'Åberg', 'Lund', 'Sandberg', 'Öhman', 'Hedlund'];

const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(sql).join(', ')});`;
const ascii = (text) => text.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o');

function passwordHash(random, password) {
  const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const mobile = (random) => `07${random.pick(['0', '2', '3', '6'])}-${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;

function userStatements(random, [email, firstName, lastName, roles, denies, store, delivery, project, extra = {}], index) {
  const id = `U-${String(index + 1).padStart(4, '0')}`;
  const customerIds = Object.keys(roles);
  const user = {
    id,
    username: extra.username ?? email,
    email,
    first_name: firstName,
    last_name: lastName,
    mobile_number: mobile(random),
    is_email_verified: extra.emailVerified === false ? 0 : 1,
    is_phone_number_verified: random.int(0, 1),
    password_hash: passwordHash(random, extra.password ?? DEMO_PASSWORD),
    must_change_password: extra.mustChangePassword ? 1 : 0,
    token_version: extra.tokenVersion ?? 2,
    is_punchout: extra.punchout ? 1 : 0,
    active: 1,
    preferred_store: store,
    preferred_delivery_method: delivery,
    default_customer_id: project ? project.replace(/^P-(\d+)-\d+$/, 'C-$1') : (customerIds[0] ?? null),
    default_project_id: project,
    created_at: CREATED_AT,
  };
  const permissions = customerIds.map((customerId) =>
    insert('user_permissions', { user_id: id, customer_id: customerId, project_id: null, role: roles[customerId], permission_denies: JSON.stringify(denies) }),
  );
  return [insert('users', user), ...permissions];
}

function customerStatements(random, customer) {
  const team = TEAM_ROLES.map((role, position) => {
    const [first, last] = [random.pick(TEAM_FIRST), random.pick(TEAM_LAST)];
    return insert('customer_team_members', {
      customer_id: customer.id,
      position,
      name: `${first} ${last}`,
      role,
      email: `${ascii(first)}.${ascii(last)}@grossistgruppen.se`,
      phone: `010-${random.int(400, 499)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    });
  });
  return [
    insert('customers', { id: customer.id, name: customer.name, assortment: customer.assortment, active: 1 }),
    ...customer.projects.map(([id, name]) => insert('projects', { id, customer_id: customer.id, name, active: 1 })),
    ...team,
  ];
}

/** Seed module: customers, projects, sales teams, users and permissions, stores. */
export function authSeed({ random }) {
  const clear = ['email_outbox', 'credential_tokens', 'auth_attempts', 'auth_challenges', 'refresh_tokens', 'user_permissions', 'customer_team_members', 'users', 'projects', 'customers'];
  return [
    ...clear.map((table) => `DELETE FROM ${table};`),
    ...storesSql(),
    ...CUSTOMERS.flatMap((customer) => customerStatements(random, customer)),
    ...USERS.flatMap((user, index) => userStatements(random, user, index)),
  ];
}
