import { describe, expect, it } from 'vitest';
import { collectLinks } from './collect-links';
import { resolveIncludes, type LinkedRow } from './resolve-includes';

const entry = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const asset = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

describe('collectLinks', () => {
  it('finds links in fields, lists and rich text, and nothing else', () => {
    const fields = {
      hero: entry('hero'),
      sections: [entry('s1'), entry('s2')],
      image: asset('a1'),
      body: { nodeType: 'document', content: [{ nodeType: 'embedded-entry-inline', data: { target: entry('button') }, content: [] }] },
      tag: { sys: { type: 'Link', linkType: 'Tag', id: 'nyhet' } },
      location: { lat: 59.3, lon: 18.1 },
      broken: { sys: { type: 'Link', linkType: 'Entry' } },
    };
    expect(collectLinks(fields)).toEqual([
      { linkType: 'Entry', id: 'hero' },
      { linkType: 'Entry', id: 's1' },
      { linkType: 'Entry', id: 's2' },
      { linkType: 'Asset', id: 'a1' },
      { linkType: 'Entry', id: 'button' },
    ]);
  });
});

// A little space: a page → hero (→ image) and sections (→ banners → images), one missing section.
const ENTRIES: Record<string, LinkedRow> = {
  hero: { id: 'hero', fields: { image: asset('hero-image') } },
  s1: { id: 's1', fields: { banners: [entry('b1'), entry('b2')] } },
  b1: { id: 'b1', fields: { image: asset('b1-image'), back: entry('page') } },
  b2: { id: 'b2', fields: { image: asset('gone-image') } },
  page: { id: 'page', fields: { hero: entry('hero'), sections: [entry('s1'), entry('missing')] } },
};
const ASSETS: Record<string, LinkedRow> = { 'hero-image': { id: 'hero-image', fields: {} }, 'b1-image': { id: 'b1-image', fields: {} } };

function recordingLoader() {
  const calls: string[][] = [];
  return {
    calls,
    loadEntries: async (ids: string[]) => {
      calls.push(ids);
      return ids.flatMap((id) => (ENTRIES[id] ? [ENTRIES[id]] : []));
    },
    loadAssets: async (ids: string[]) => ids.flatMap((id) => (ASSETS[id] ? [ASSETS[id]] : [])),
  };
}

const idsOf = (rows: LinkedRow[]) => rows.map((row) => row.id);

describe('resolveIncludes', () => {
  it('includes nothing and reports nothing at include=0', async () => {
    const result = await resolveIncludes([ENTRIES['page']!], 0, recordingLoader());
    expect(result).toEqual({ entries: [], assets: [], unresolved: [] });
  });

  it('follows one level at include=1 and reports the missing link of that level', async () => {
    const result = await resolveIncludes([ENTRIES['page']!], 1, recordingLoader());
    expect(idsOf(result.entries)).toEqual(['hero', 's1']);
    expect(result.assets).toEqual([]);
    expect(result.unresolved).toEqual([{ linkType: 'Entry', id: 'missing' }]);
  });

  it('follows nested links level by level, with one lookup per level', async () => {
    const loader = recordingLoader();
    const result = await resolveIncludes([ENTRIES['page']!], 3, loader);
    expect(idsOf(result.entries)).toEqual(['hero', 's1', 'b1', 'b2']);
    expect(idsOf(result.assets)).toEqual(['hero-image', 'b1-image']);
    expect(result.unresolved).toEqual([
      { linkType: 'Entry', id: 'missing' },
      { linkType: 'Asset', id: 'gone-image' },
    ]);
    expect(loader.calls).toEqual([['hero', 's1', 'missing'], ['b1', 'b2']]);
  });

  it('never includes an item again nor loops on circular links', async () => {
    const result = await resolveIncludes([ENTRIES['page']!], 10, recordingLoader());
    expect(idsOf(result.entries)).not.toContain('page');
    expect(new Set(idsOf(result.entries)).size).toBe(result.entries.length);
  });

  it('reports a link once however often it appears', async () => {
    const items = [{ id: 'x', fields: { a: entry('nope'), b: [entry('nope')] } }, { id: 'y', fields: { c: entry('nope') } }];
    expect((await resolveIncludes(items, 2, recordingLoader())).unresolved).toEqual([{ linkType: 'Entry', id: 'nope' }]);
  });
});
