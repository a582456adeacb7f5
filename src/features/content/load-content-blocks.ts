import 'server-only';
import { cache } from 'react';
import {
  ContentNotFoundError,
  ContentUnavailableError,
  getHeroBySlug,
  getInfoBlock,
  getTextAndMedia,
  getTextBlock,
  type ContentBlock,
  type ContentBlockType,
  type Hero,
} from '../../lib/upstream/content';
import { getContentProvider } from './content-context';
import { isContentSlug } from './load-content';
import { reportContentProblem } from './report-content';

/**
 * Content that dresses a page the shop builds itself (a campaign page, the campaign overview):
 * a hero chosen by slug and text blocks chosen by id. None of it is critical, so every loader
 * answers null when the content is missing (an editor has not made it) or the content system
 * cannot answer (reported), and the page renders without it.
 */

async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentNotFoundError) return null;
    if (!(error instanceof ContentUnavailableError)) throw error;
    reportContentProblem(error);
    return null;
  }
}

/** The hero whose slug is the page's slug, or null. */
export const loadHeroBySlug = cache(async (slug: string): Promise<Hero | null> => {
  if (!isContentSlug(slug)) return null;
  return optional(() => getHeroBySlug(getContentProvider(), slug));
});

const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

const BLOCK_LOOKUPS = { infoBlock: getInfoBlock, textAndMedia: getTextAndMedia, textBlock: getTextBlock } as const;

/** An info block, text-and-media or text block by entry id, or null. */
export const loadContentBlock = cache(async <T extends ContentBlockType>(type: T, id: string): Promise<Extract<ContentBlock, { type: T }> | null> => {
  if (!ENTRY_ID.test(id)) return null;
  const lookup = BLOCK_LOOKUPS[type] as (provider: ReturnType<typeof getContentProvider>, id: string) => Promise<Extract<ContentBlock, { type: T }>>;
  return optional(() => lookup(getContentProvider(), id));
});
