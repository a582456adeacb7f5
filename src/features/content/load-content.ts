import 'server-only';
import { cache } from 'react';
import { unstable_notFound as notFound } from 'waku/router/server';
import {
  ContentNotFoundError,
  ContentUnavailableError,
  getContentPage,
  getFrontPage,
  getListingPage,
  getListingSummaries,
  getRetailers,
  getSiteContent,
  getStorePage,
  type ContentPage,
  type FrontPage,
  type ListingSummary,
  type Retailer,
  type SiteContent,
} from '../../lib/upstream/content';
import { getContentProvider } from './content-context';
import { reportContentProblem } from './report-content';

/**
 * What the content pages load, once per request each (React cache). Critical lookups end in the
 * Swedish 404 page when the content is not there (spec point 8); the site frame and the front
 * page never fail a page: without them the shop shows the brand's own defaults.
 */

const SLUG = /^[a-z0-9åäö]+(?:-[a-z0-9åäö]+)*$/;
/** Slugs come from the URL: anything else is not a page, and never reaches the content system. */
export const isContentSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= 120 && SLUG.test(value);

const isExpected = (error: unknown) => error instanceof ContentNotFoundError || error instanceof ContentUnavailableError;

export const loadFrontPage = cache(async (): Promise<FrontPage | null> => {
  try {
    return await getFrontPage(getContentProvider());
  } catch (error) {
    if (!isExpected(error)) throw error;
    reportContentProblem(error);
    return null;
  }
});

export const loadSiteContent = cache(async (): Promise<SiteContent> => {
  try {
    return await getSiteContent(getContentProvider());
  } catch (error) {
    if (!isExpected(error)) throw error;
    reportContentProblem(error);
    return { alertBanners: [], informationBanners: [] };
  }
});

/**
 * Every listing page, or a ContentUnavailableError when the content system cannot say (down,
 * stalled, nothing cached): for a page that must tell "no such page" (404) from "content down".
 */
export const requireListingSummaries = cache(async (): Promise<ListingSummary[]> => {
  try {
    return await getListingSummaries(getContentProvider());
  } catch (error) {
    if (error instanceof ContentNotFoundError) return [];
    throw error;
  }
});

/** Every listing page; none when the content system cannot answer (menus, sidebars, search). */
export const loadListingSummaries = cache(async (): Promise<ListingSummary[]> => {
  try {
    return await requireListingSummaries();
  } catch (error) {
    if (!isExpected(error)) throw error;
    reportContentProblem(error);
    return [];
  }
});

/** A content page by slug, or the 404 page. */
export const loadContentPage = cache(async (slug: string): Promise<ContentPage> => {
  if (!isContentSlug(slug)) notFound();
  try {
    return await getContentPage(getContentProvider(), slug);
  } catch (error) {
    if (error instanceof ContentNotFoundError) notFound();
    throw error;
  }
});

export const loadListingPage = cache(async (slug: string) => {
  if (!isContentSlug(slug)) notFound();
  try {
    return await getListingPage(getContentProvider(), slug);
  } catch (error) {
    if (error instanceof ContentNotFoundError) notFound();
    throw error;
  }
});

/** A store page by the location service's store id, or the 404 page. */
export const loadStorePage = cache(async (storeId: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(storeId)) notFound();
  try {
    return await getStorePage(getContentProvider(), storeId);
  } catch (error) {
    if (error instanceof ContentNotFoundError) notFound();
    throw error;
  }
});

/** Retailers for the store finder; none when the content system has none or cannot answer. */
export const loadRetailers = cache(async (): Promise<Retailer[]> => {
  try {
    return await getRetailers(getContentProvider());
  } catch (error) {
    if (!isExpected(error)) throw error;
    if (!(error instanceof ContentNotFoundError)) reportContentProblem(error);
    return [];
  }
});
