import { z } from 'zod';

/** Shared zod pieces of the catalogue calls. */
export const AssortmentId = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Expected an assortment id');
export const CategoryId = z.string().trim().regex(/^K\d{2,12}$/, 'Expected a category id');
export const CategoryPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5}$/, 'Expected a category path');
export const Slug = z.string().trim().max(160).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug');

/** Query flags as the shop sends them: ?images, ?images=true, ?images=1. */
export const QueryFlag = z
  .enum(['', 'true', 'false', '1', '0'])
  .optional()
  .transform((value) => value !== undefined && value !== 'false' && value !== '0');

/** An article number as the catalogue writes them: digits, a few letters at most (no path tricks). */
export const ArticleNumberParam = z.string().regex(/^[0-9A-Za-z-]{1,20}$/, 'Expected an article number');
