import { describe, expect, it } from 'vitest';
import { CdaError } from '../cda/cda-error';
import { ASSET_MODEL } from '../model/content-type';
import { parseEntryQuery } from './parse-entry-query';
import { TEST_MODEL } from './test-model';

const parse = (params: Record<string, string>) => parseEntryQuery(params, TEST_MODEL);

/** The CdaError a query fails with: its status, id and the first detail's text. */
function failure(params: Record<string, string>, model = TEST_MODEL) {
  try {
    parseEntryQuery(params, model);
  } catch (error) {
    if (!(error instanceof CdaError)) throw error;
    return { status: error.status, id: error.id, message: error.message };
  }
  throw new Error('expected the query to fail');
}

describe('parseEntryQuery', () => {
  it('applies the CDA defaults: limit 100, skip 0, include 1, sv-SE, seed order', () => {
    expect(parse({})).toEqual({
      contentType: null, filters: [], search: { fullText: [], linksTo: null }, order: [], select: null, limit: 100, skip: 0, include: 1, locale: 'sv-SE',
    });
  });

  it('types field filters by the content type: booleans, integers, dates, links', () => {
    const query = parse({ content_type: 'page', 'fields.hidden': 'false', 'fields.rank[gte]': '3', 'fields.published[lt]': '2026-12-01', 'fields.hero.sys.id': 'hero-1', 'fields.slug[in]': 'a, b ,c' });
    expect(query.filters.map(({ target, op, values }) => [target.kind === 'field' ? `${target.field.id}${target.linkId ? '.sys.id' : ''}` : target.kind, op, values])).toEqual([
      ['hidden', 'eq', [false]],
      ['rank', 'gte', [3]],
      ['published', 'lt', ['2026-12-01']],
      ['hero.sys.id', 'eq', ['hero-1']],
      ['slug', 'in', ['a', 'b', 'c']],
    ]);
  });

  it('reads sys and tag filters without a content type', () => {
    const query = parse({ 'sys.id[in]': 'x,y', 'metadata.tags.sys.id[all]': 'nyhet,guide', 'sys.createdAt[gt]': '2026-10-01T07:00:00Z' });
    expect(query.filters.map((filter) => [filter.target.kind, filter.op, filter.values])).toEqual([
      ['sys', 'in', ['x', 'y']],
      ['tags', 'all', ['nyhet', 'guide']],
      ['sys', 'gt', ['2026-10-01T07:00:00Z']],
    ]);
  });

  it('folds the full-text query into words and keeps links_to_entry', () => {
    expect(parse({ query: '  Åbergs  LEVERANS ', links_to_entry: 'page-1' }).search).toEqual({ fullText: ['åbergs', 'leverans'], linksTo: { linkType: 'Entry', id: 'page-1' } });
  });

  it('parses order with - for descending and several terms', () => {
    const query = parse({ content_type: 'page', order: '-fields.rank,sys.createdAt' });
    expect(query.order.map((term) => [term.target.kind === 'field' ? term.target.field.id : term.target.column, term.descending])).toEqual([
      ['rank', true],
      ['created_at', false],
    ]);
  });

  it('parses select into sys properties, fields and metadata', () => {
    expect(parse({ content_type: 'page', select: 'sys.id,sys.type,fields.title,fields.slug' }).select).toEqual({ sys: ['id', 'type'], fields: ['title', 'slug'], metadata: false });
    expect(parse({ select: 'sys,metadata.tags' }).select).toEqual({ sys: true, fields: false, metadata: true });
  });

  it('accepts locale sv-SE and *, include 0 to 10, limit up to 1000', () => {
    expect(parse({ locale: '*', include: '0', limit: '1000', skip: '20' })).toMatchObject({ locale: '*', include: 0, limit: 1000, skip: 20 });
  });

  it.each([
    [{ limit: '1001' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ include: '11' }, 'include'],
    [{ skip: 'x' }, 'skip'],
    [{ 'fields.slug': 'a' }, 'needs a content_type'],
    [{ content_type: 'nope' }, 'Unknown content type'],
    [{ content_type: 'page', 'fields.nope': 'a' }, 'not a field'],
    [{ content_type: 'page', 'fields.slug[lt]': 'a' }, '[lt] does not apply'],
    [{ content_type: 'page', 'fields.slug[regex]': 'a' }, 'Unknown operator'],
    [{ content_type: 'page', 'fields.hidden': 'yes' }, 'true or false'],
    [{ content_type: 'page', 'fields.rank': '1.5' }, 'whole number'],
    [{ content_type: 'page', 'fields.published': 'tomorrow' }, 'ISO 8601'],
    [{ content_type: 'page', 'fields.title.sys.id': 'a' }, 'not a link field'],
    [{ content_type: 'page', 'fields.location': '1,2' }, 'equality does not apply'],
    [{ content_type: 'page', order: 'fields.body' }, 'Cannot order by a RichText'],
    [{ order: 'sys.id,sys.id' }, 'twice'],
    [{ select: 'fields.a.b' }, 'deeper than two levels'],
    [{ content_type: 'page', select: 'fields.nope' }, 'not a field'],
    [{ foo: 'bar' }, 'Unknown parameter'],
    [{ query: 'x'.repeat(257) }, 'At most 256'],
    [{ query: '   ' }, 'Empty search'],
    [{ 'sys.id[in]': Array.from({ length: 501 }, (_, i) => `id${i}`).join(',') }, 'At most 500 values'],
    [{ 'sys.id': 'x'.repeat(513) }, 'longer than 512'],
    [{ 'sys.id[exists]': 'true' }, 'does not apply'],
  ])('refuses %j with InvalidQuery (%s)', (params, text) => {
    const error = failure(params);
    expect(error).toMatchObject({ status: 400, id: 'InvalidQuery' });
    expect(error.message).toContain(text);
  });

  it('answers an unknown locale with BadRequest', () => {
    expect(failure({ locale: 'en-US' })).toMatchObject({ status: 400, id: 'BadRequest' });
  });

  it('gives assets their fixed model and refuses entry-only parameters', () => {
    const assets = { resource: 'assets' as const, contentType: () => undefined, fixedModel: ASSET_MODEL };
    expect(parseEntryQuery({ 'fields.title[match]': 'logo', select: 'fields.file' }, assets).select).toEqual({ sys: false, fields: ['file'], metadata: false });
    expect(failure({ content_type: 'page' }, assets)).toMatchObject({ id: 'InvalidQuery' });
    expect(failure({ include: '2' }, assets)).toMatchObject({ id: 'InvalidQuery' });
    expect(failure({ 'sys.contentType.sys.id': 'page' }, assets)).toMatchObject({ id: 'InvalidQuery' });
  });
});
