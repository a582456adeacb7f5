import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';
import { parseParams } from '../cda/parse-params';
import { readQuery } from '../cda/read-query';
import { collection } from '../shape/collection';
import { DEFAULT_LOCALE } from '../shape/sys';
import { ListParamsSchema, page } from './list-params';

/** The one locale every space has: Swedish (spec point 1), with no fallback. */
export const SPACE_LOCALE = { code: DEFAULT_LOCALE, name: 'Svenska (Sverige)', default: true, fallbackCode: null } as const;

export const localesRoutes = createCdaRouter();

localesRoutes.get('/locales', (c) => {
  const params = parseParams(ListParamsSchema.omit({ 'sys.id': true, 'sys.id[in]': true }), readQuery(c.req.url));
  const { items, ...rest } = page([SPACE_LOCALE], params);
  return cdaJson(c, collection({ ...rest, items: items.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale', version: 1 } })) }));
});
