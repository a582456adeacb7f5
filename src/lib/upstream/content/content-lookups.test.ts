import { describe, expect, it, vi } from 'vitest';
import type { ContentClient, ContentQuery, EntryCollection } from './content-client';
import { ContentNotFoundError, ContentTagsError } from './content-errors';
import type { ContentProvider } from './content-provider';
import { getHeroBySlug } from './get-hero-by-slug';
import { getInfoBlock } from './get-info-block';
import { getListingPage } from './get-listing-page';
import { getTextAndMedia } from './get-text-and-media';
import { getTextBlock } from './get-text-block';

// The content lookups of issue 19 over a scripted client: what each asks the content system
// (type, filter, limit 1) and how the answer maps; the failed tag fetch goes to reportProblem.

const entry = (id: string, type: string, fields: Record<string, unknown>) => ({ sys: { id, type: 'Entry', contentType: { sys: { id: type } } }, fields });
const asset = (id: string) => ({ sys: { id, type: 'Asset' }, fields: { title: id, file: { url: `//images.example/${id}.png`, details: { image: { width: 1920, height: 640 } } } } });
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const doc = (value: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }] });

function scripted(items: unknown[], tags: () => Promise<{ id: string; name: string }[]> = async () => []) {
  const queries: ContentQuery[] = [];
  const problems: Error[] = [];
  const client: ContentClient = {
    preview: false,
    getEntries: async (query): Promise<EntryCollection> => {
      queries.push(query);
      return { items, total: items.length, unresolved: [] };
    },
    getTags: tags,
  };
  const provider = {
    lookup: (_query: string, load: (client: ContentClient) => Promise<unknown>) => load(client),
    client: async () => client,
    reportUnresolved: vi.fn(),
    reportProblem: (error: Error) => problems.push(error),
  } as unknown as ContentProvider;
  return { provider, queries, problems };
}

describe('hero by slug', () => {
  it('asks for one hero with that slug and maps it', async () => {
    const { provider, queries } = scripted([entry('hero-kampanj', 'hero', { title: 'Elkampanj', slug: 'elkampanj', overlay: true, titleFontSize: 'huge', heroDesktop: asset('d') })]);
    const hero = await getHeroBySlug(provider, 'elkampanj');
    expect(queries).toEqual([{ content_type: 'hero', 'fields.slug': 'elkampanj', limit: 1, include: 1 }]);
    expect(hero).toMatchObject({ id: 'hero-kampanj', title: 'Elkampanj', slug: 'elkampanj', overlay: true, titleFontSize: 'large', heroDesktop: { url: 'https://images.example/d.png', width: 1920 } });
  });

  it('is Content not found without a hero, or with one without a title', async () => {
    await expect(getHeroBySlug(scripted([]).provider, 'x')).rejects.toMatchObject({ message: 'Content not found', detail: 'No hero found for slug: x' });
    await expect(getHeroBySlug(scripted([entry('h', 'hero', { slug: 'x' })]).provider, 'x')).rejects.toBeInstanceOf(ContentNotFoundError);
  });
});

describe('text blocks by id', () => {
  it('an info block: its type and id in the query, title and rich text mapped', async () => {
    const { provider, queries } = scripted([entry('kampanjpris-info', 'infoBlock', { infoBlockTitle: 'Bra att veta', infoBlockText: doc('Lägst pris gäller.'), icon: 'info' })]);
    const block = await getInfoBlock(provider, 'kampanjpris-info');
    expect(queries).toEqual([{ content_type: 'infoBlock', 'sys.id': 'kampanjpris-info', limit: 1, include: 2 }]);
    expect(block).toMatchObject({ type: 'infoBlock', id: 'kampanjpris-info', title: 'Bra att veta', icon: 'info' });
    expect(JSON.stringify(block.text)).toContain('Lägst pris gäller.');
  });

  it('a text and media block keeps its image and side; a text block its title', async () => {
    const media = await getTextAndMedia(scripted([entry('m', 'textAndMedia', { textMediaTitle: 'Så fungerar det', text: doc('Text'), image: asset('bild'), imagePosition: 'left' })]).provider, 'm');
    expect(media).toMatchObject({ type: 'textAndMedia', title: 'Så fungerar det', imagePosition: 'left', image: { url: 'https://images.example/bild.png' } });
    const text = await getTextBlock(scripted([entry('t', 'textBlock', { title: 'Villkor', bodyTextSecondary: doc('Villkor i korthet') })]).provider, 't');
    expect(text).toMatchObject({ type: 'textBlock', id: 't', title: 'Villkor' });
  });

  it('a block without its text, or of another type, is Content not found', async () => {
    await expect(getInfoBlock(scripted([entry('i', 'infoBlock', { infoBlockTitle: 'Utan text' })]).provider, 'i')).rejects.toMatchObject({ detail: 'No infoBlock found for id: i' });
    await expect(getTextBlock(scripted([entry('i', 'infoBlock', { infoBlockTitle: 'Fel typ', infoBlockText: doc('x') })]).provider, 'i')).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('reports the links in a block that could not be resolved', async () => {
    const { provider } = scripted([entry('m', 'textAndMedia', { text: doc('Text'), image: link('borta') })]);
    await getTextAndMedia(provider, 'm');
    expect(provider.reportUnresolved).toHaveBeenCalledWith('textAndMedia m', [{ id: 'borta', linkType: 'Entry' }]);
  });
});

describe('the listing page tag fetch', () => {
  const listing = entry('l', 'contentListingPage', { slug: 'nyheter', title: 'Nyheter', tagOrder: ['kampanj'], pages: [] });

  it('a failed tag fetch is reported as a 404 and the page still renders, without tag names', async () => {
    const { provider, problems } = scripted([listing], () => Promise.reject(new ContentNotFoundError('tags answered 404')));
    const page = await getListingPage(provider, 'nyheter');
    expect(page.tagNames).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toBeInstanceOf(ContentTagsError);
    expect(problems[0]).toMatchObject({ status: 404, message: 'Tag fetch failed: Content not found' });
  });

  it('fetched tags give their names and report nothing', async () => {
    const { provider, problems } = scripted([listing], async () => [{ id: 'kampanj', name: 'Kampanj' }]);
    expect((await getListingPage(provider, 'nyheter')).tagNames).toEqual({ kampanj: 'Kampanj' });
    expect(problems).toEqual([]);
  });
});
