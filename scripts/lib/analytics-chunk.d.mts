/** Types of analytics-chunk.mjs for waku.config.ts and the TypeScript tests that import it. */
export const ANALYTICS_MODULE: RegExp;
export const ANALYTICS_CHUNK_NAME: string;
export const analyticsChunkGroup: { name: string; test: (id: string) => boolean; entriesAware: boolean; includeDependenciesRecursively: boolean };
