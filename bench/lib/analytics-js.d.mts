/** Types of analytics-js.mjs for the unit test that imports it. */
export interface LoadedScript {
  path: string;
  code: string;
  gzipBytes: number;
}
export function analyticsChunks(files: LoadedScript[]): (LoadedScript & { role: 'group' | 'facade' })[];
export function measureAnalyticsJs(pageUrl: string, html: string, options: { host: string; budgetKb: number }): Promise<unknown>;
export function formatAnalyticsJs(result: unknown): string;
