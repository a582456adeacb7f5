import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileEntryQuery } from './compile-entry-query';
import { parseEntryQuery } from './parse-entry-query';
import { TEST_MODEL } from './test-model';

// The compiled SQL runs on a real SQLite (Node's, the engine D1 is built on) with the content
// tables of the migration, so the tests check what a filter matches, not how the SQL is spelled.
let db: DatabaseSync;

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const richText = (text: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [{ type: 'bold' }], data: {} }] }] });

const ROWS: [string, string, 'published' | 'draft', Record<string, unknown>, string[]][] = [
  ['p1', 'page', 'published', { title: 'Välj rätt kabel', slug: 'kabel', rank: 1, hidden: false, categories: ['el', 'verktyg'], hero: link('h1'), sections: [link('s1'), link('s2')], body: richText('ÅTERVINNING av koppar') }, ['guide']],
  ['p2', 'page', 'published', { title: 'Leverans till bygget', slug: 'leverans', rank: 5, hidden: true, categories: ['el'], sections: [link('s2')] }, ['tjanst', 'guide']],
  ['p3', 'page', 'published', { title: 'Om oss', slug: 'om-oss', rank: 3 }, []],
  ['p4', 'page', 'draft', { title: 'Vinterkampanj', slug: 'vinter', rank: 2, hidden: false }, ['kampanj']],
  ['x1', 'other', 'published', { title: 'Kabel 100%_rabatt' }, []],
];

beforeAll(() => {
  db = new DatabaseSync(':memory:');
  db.exec(readFileSync(new URL('../../../migrations/0005_content.sql', import.meta.url), 'utf8'));
  db.exec("INSERT INTO content_spaces (id, name, theme_color) VALUES ('space', 'Space', '#000000'), ('other-space', 'Other', '#000000')");
  const insert = db.prepare('INSERT INTO content_entries (space_id, id, content_type, status, fields, tags, revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)');
  ROWS.forEach(([id, type, status, fields, tags], index) => {
    const at = `2026-10-01T07:0${index}:00.000Z`;
    insert.run('space', id, type, status, JSON.stringify(fields), JSON.stringify(tags), at, at);
  });
  insert.run('other-space', 'p9', 'page', 'published', JSON.stringify({ title: 'Fel space', slug: 'kabel' }), '[]', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z');
});

/** Ids matching `params` in the order the compiled query gives. */
function ids(params: Record<string, string>, includeDrafts = false): string[] {
  const compiled = compileEntryQuery(parseEntryQuery(params, TEST_MODEL), { spaceId: 'space', includeDrafts });
  const rows = db.prepare(`SELECT id FROM content_entries WHERE ${compiled.where} ORDER BY ${compiled.orderBy}`).all(...(compiled.params as (string | number)[]));
  return rows.map((row) => String(row['id']));
}

describe('compiled entry queries', () => {
  it('keeps to the space and to published entries unless previewing', () => {
    expect(ids({ content_type: 'page' })).toEqual(['p1', 'p2', 'p3']);
    expect(ids({ content_type: 'page' }, true)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('matches equality, [ne] (missing fields included), [in] and [nin]', () => {
    expect(ids({ content_type: 'page', 'fields.slug': 'kabel' })).toEqual(['p1']);
    expect(ids({ content_type: 'page', 'fields.hidden[ne]': 'true' })).toEqual(['p1', 'p3']);
    expect(ids({ content_type: 'page', 'fields.slug[in]': 'om-oss,kabel' })).toEqual(['p1', 'p3']);
    expect(ids({ content_type: 'page', 'fields.slug[nin]': 'om-oss,kabel' })).toEqual(['p2']);
    expect(ids({ content_type: 'page', 'fields.hidden': 'false' })).toEqual(['p1']);
  });

  it('compares numbers as numbers and supports ranges', () => {
    expect(ids({ content_type: 'page', 'fields.rank[gte]': '3' })).toEqual(['p2', 'p3']);
    expect(ids({ content_type: 'page', 'fields.rank[lt]': '3', 'fields.rank[gt]': '0' })).toEqual(['p1']);
  });

  it('treats list fields as "contains" and supports [all]', () => {
    expect(ids({ content_type: 'page', 'fields.categories': 'verktyg' })).toEqual(['p1']);
    expect(ids({ content_type: 'page', 'fields.categories[all]': 'el,verktyg' })).toEqual(['p1']);
    expect(ids({ content_type: 'page', 'fields.categories[ne]': 'verktyg' })).toEqual(['p2', 'p3']);
    expect(ids({ content_type: 'page', 'fields.sections.sys.id': 's2' })).toEqual(['p1', 'p2']);
    expect(ids({ content_type: 'page', 'fields.hero.sys.id[in]': 'h1,h2' })).toEqual(['p1']);
  });

  it('tests presence with [exists]', () => {
    expect(ids({ content_type: 'page', 'fields.hero[exists]': 'true' })).toEqual(['p1']);
    expect(ids({ content_type: 'page', 'fields.categories[exists]': 'false' })).toEqual(['p3']);
  });

  it('filters by sys.id and tags', () => {
    expect(ids({ 'sys.id[in]': 'p3,p1,nope' })).toEqual(['p1', 'p3']);
    expect(ids({ 'sys.id[ne]': 'p1', content_type: 'page' })).toEqual(['p2', 'p3']);
    expect(ids({ 'metadata.tags.sys.id[in]': 'tjanst,kampanj' }, true)).toEqual(['p2', 'p4']);
    expect(ids({ 'metadata.tags.sys.id[all]': 'guide,tjanst' })).toEqual(['p2']);
    expect(ids({ 'metadata.tags.sys.id[exists]': 'false' })).toEqual(['p3', 'x1']);
  });

  it('searches the text of every field, rich text included, case-insensitively with å, ä, ö', () => {
    expect(ids({ query: 'kabel' })).toEqual(['p1', 'x1']);
    expect(ids({ query: 'återvinning KOPPAR' })).toEqual(['p1']);
    expect(ids({ query: 'VÄLJ' })).toEqual(['p1']);
    // Link ids, node types and marks are structure, not text.
    expect(ids({ query: 'h1' })).toEqual([]);
    expect(ids({ query: 'paragraph' })).toEqual([]);
    expect(ids({ query: 'bold' })).toEqual([]);
    // Wildcard characters in the search are literal characters.
    expect(ids({ query: '100%_' })).toEqual(['x1']);
    expect(ids({ query: '%' })).toEqual(['x1']);
    expect(ids({ content_type: 'page', 'fields.title[match]': 'bygget' })).toEqual(['p2']);
  });

  it('finds entries linking to an entry (links_to_entry)', () => {
    expect(ids({ links_to_entry: 's2' })).toEqual(['p1', 'p2']);
    expect(ids({ links_to_entry: 'h1' })).toEqual(['p1']);
  });

  it('orders by fields and sys, descending with -, the id breaking ties', () => {
    expect(ids({ content_type: 'page', order: '-fields.rank' })).toEqual(['p2', 'p3', 'p1']);
    expect(ids({ content_type: 'page', order: 'fields.hidden,-sys.createdAt' })).toEqual(['p3', 'p1', 'p2']);
    expect(ids({ order: '-sys.id', 'sys.id[in]': 'p1,p2' })).toEqual(['p2', 'p1']);
  });

  it('binds every value (no value reaches the SQL text)', () => {
    const compiled = compileEntryQuery(parseEntryQuery({ content_type: 'page', 'fields.slug': "x' OR '1'='1", query: "a'--" }, TEST_MODEL), { spaceId: 'space', includeDrafts: false });
    expect(compiled.where).not.toContain("x'");
    expect(compiled.params).toContain("x' OR '1'='1");
  });

  it('uses the slug index for slug lookups', () => {
    const compiled = compileEntryQuery(parseEntryQuery({ content_type: 'page', 'fields.slug': 'kabel' }, TEST_MODEL), { spaceId: 'space', includeDrafts: false });
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM content_entries WHERE ${compiled.where}`).all(...(compiled.params as string[]));
    expect(plan.map((row) => String(row['detail'])).join(' ')).toContain('content_entries_by_slug');
  });
});
