import { describe, expect, it } from 'vitest';
import { call, cda, DELIVERY, entries, FRONT_PAGE_SECTIONS, included } from '../../support/backend-content-api';

// Contract tests of the embedded delivery API's model (spec points 3, 7): tags, content types,
// locales and the space, store pages against the location service, retailers and forms.

describe('tags, content types, locales, space', () => {
  it('lists the tags in one call, filters entries by tag and matches listing tag orders', async () => {
    const tags = await cda('tags');
    expect(tags.body.items.map((tag: any) => tag.name)).toEqual(expect.arrayContaining(['Nyhet', 'Guide', 'Hållbarhet', 'Tjänst']));
    expect(tags.body.items[0].sys).toMatchObject({ type: 'Tag', visibility: 'public' });
    const tagIds = new Set(tags.body.items.map((tag: any) => tag.sys.id));
    for (const listing of (await entries({ content_type: 'contentListingPage' })).body.items) for (const tag of listing.fields.tagOrder) expect(tagIds.has(tag)).toBe(true);
    const tagged = await entries({ 'metadata.tags.sys.id[in]': 'hallbarhet', select: 'sys.id,metadata' });
    expect(tagged.body.total).toBeGreaterThan(0);
    for (const item of tagged.body.items) expect(item.metadata.tags.map((link: any) => link.sys.id)).toContain('hallbarhet');
    expect((await cda('tags/nyhet')).body.name).toBe('Nyhet');
  });

  it('serves the content model, the one locale and the space', async () => {
    const types = await cda('content_types', { limit: '1000' });
    expect(types.body.items.map((type: any) => type.sys.id)).toEqual(expect.arrayContaining(['frontPage', 'hero', 'contentPage', 'contentListingPage', 'storePage', 'retailer', 'dynamicForm', 'logo', 'header', 'footer', 'ourServicesMenu', 'alertBanner', 'informationBanner', ...FRONT_PAGE_SECTIONS]));
    const storePage = (await cda('content_types/storePage')).body;
    expect(storePage.fields.map((field: any) => field.id)).toEqual(expect.arrayContaining(['storeId', 'openingHoursMonday', 'openingHoursSunday', 'specialOpeningHoursWeekdays', 'contacts', 'location']));
    expect((await cda('locales')).body.items).toEqual([expect.objectContaining({ code: 'sv-SE', default: true })]);
    expect((await call('/spaces/ror', { headers: { authorization: `Bearer ${DELIVERY}` } })).body).toMatchObject({ sys: { type: 'Space', id: 'ror' }, name: 'Rörkraft' });
  });
});

describe('store pages, retailers, forms', () => {
  it('has a store page matching every store of the location service', async () => {
    const stores = (await call('/locations')).body.data.filter((store: any) => store.type === 'STORE');
    const pages = (await entries({ content_type: 'storePage', limit: '1000', include: '0' }, { space: 'ror' })).body.items;
    expect(pages.map((page: any) => page.fields.storeId).sort()).toEqual(stores.map((store: any) => store.id).sort());
    for (const store of stores) {
      const page = pages.find((candidate: any) => candidate.fields.storeId === store.id);
      expect(page.fields.phone).toBe(store.phone);
      expect(page.fields.location).toEqual(store.location);
      expect(page.fields.openingHoursMonday).toBe(store.openingHours.mon ? `${store.openingHours.mon.opens}-${store.openingHours.mon.closes}` : 'Stängt');
    }
  });

  it('has retailers and a dynamic form with typed, required inputs', async () => {
    expect((await entries({ content_type: 'retailer' })).body.total).toBeGreaterThan(5);
    const form = await entries({ content_type: 'dynamicForm', 'fields.id': 'bli-kund', include: '1' });
    const inputs = form.body.items[0].fields.inputs.map((link: any) => included(form, link).fields);
    expect(new Set(inputs.map((input: any) => input.type))).toEqual(new Set(['text', 'textarea', 'email', 'tel', 'number', 'select', 'radio', 'checkbox', 'date']));
    expect(inputs.some((input: any) => input.requiredField)).toBe(true);
  });

  it('stores a valid submission and names the invalid inputs of another', async () => {
    const submit = (body: unknown, query = '?space=virke') =>
      call(`/forms/kontakt/submissions${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await submit({ values: { namn: 'Anna Andersson', epost: 'anna@bygg.se', amne: 'Faktura', meddelande: 'Hej!' }, pageUrl: '/kundservice' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ formId: 'kontakt', space: 'virke' });
    const invalid = await submit({ values: { namn: ' ', epost: 'anna@bygg', amne: 'Annat ämne' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors).toEqual({ namn: 'required', epost: 'invalid_email', amne: 'invalid_choice', meddelande: 'required' });
    expect((await submit({ values: { admin: 'x' } })).status).toBe(400);
    expect((await submit({ values: {} }, '')).status).toBe(400);
    expect((await submit({ values: {} }, '?space=nope')).status).toBe(404);
  });
});
