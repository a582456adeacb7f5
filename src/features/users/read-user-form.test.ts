import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/auth/roles';
import { readUserForm } from './read-user-form';

const bo = { ceilings: new Map<string, Role>([['C-1001', 'BUYER_ADMIN']]), projects: new Map([['C-1001', ['P-1001-1', 'P-1001-2']]]) };

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const valid = {
  firstName: ' Kim ',
  lastName: 'Kollega',
  email: 'Kim.Kollega@Demo.example',
  mobileNumber: '070-123 45 67',
  customer: 'C-1001',
  'role.C-1001': 'USER',
  'project.C-1001': 'P-1001-2',
  'deny.C-1001': ['EJ_SE_PRISER', 'EJ_SE_PRISER'],
};

describe('readUserForm', () => {
  it('reads a valid form into the service body', () => {
    const read = readUserForm(form(valid), bo, { withPermissions: true });
    expect(read).toMatchObject({
      ok: true,
      user: {
        firstName: 'Kim',
        email: 'Kim.Kollega@Demo.example',
        mobileNumber: '070-123 45 67',
        customerPermissions: [{ customerId: 'C-1001', projectId: 'P-1001-2', role: 'USER', permissionDenies: ['EJ_SE_PRISER'] }],
      },
    });
    expect(readUserForm(form({ ...valid, mobileNumber: '' }), bo, { withPermissions: true })).toMatchObject({ ok: true, user: { mobileNumber: null } });
  });

  it.each([
    ['a 10,000-character name', { firstName: 'K'.repeat(10_000) }, 'firstName', 'Högst 50 tecken'],
    ['an empty last name', { lastName: '   ' }, 'lastName', 'Fältet måste fyllas i'],
    ['an e-mail without a proper top-level part', { email: 'kim@demo.x' }, 'email', 'Ange en giltig e-postadress'],
    ['a bad phone number', { mobileNumber: 'ring mig' }, 'mobileNumber', 'Ange ett giltigt mobilnummer, till exempel 070-123 45 67.'],
    ['no customer', { customer: [] }, 'customers', 'Välj minst ett företag.'],
    ['a role above the admin’s own', { 'role.C-1001': 'SITE_ADMIN' }, 'customers', 'Du kan inte ge rollen SITE_ADMIN.'],
    ['a deny that does not exist', { 'deny.C-1001': 'EJ_FLYGA' }, 'customers', 'Begränsningen finns inte.'],
    ['another customer', { customer: 'C-2001', 'role.C-2001': 'USER' }, 'customers', 'Du administrerar inte det företaget.'],
    ['another customer’s project', { 'project.C-1001': 'P-2001-1' }, 'customers', 'Projektet hör inte till företaget.'],
  ])('refuses %s with a Swedish message', (_name, change, field, message) => {
    const read = readUserForm(form({ ...valid, ...change }), bo, { withPermissions: true });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.fieldErrors[field as 'firstName']).toBe(message);
  });

  it('keeps the stored e-mail on the edit form and leaves permissions out when not edited', () => {
    const read = readUserForm(form({ ...valid, email: 'hacker@evil.example', customer: [] }), bo, { email: 'kim@demo.example', withPermissions: false });
    expect(read).toMatchObject({ ok: true, user: { email: 'kim@demo.example', customerPermissions: undefined } });
  });
});
