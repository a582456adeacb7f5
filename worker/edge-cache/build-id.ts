/**
 * The id of this deploy's build, set by waku.config.ts. Pages stored in the edge cache are keyed by
 * it: a page names the hashed script files of the build that rendered it, and a deploy removes the
 * previous build's files. Outside a build (unit tests) it is "dev".
 */
export const SHOP_BUILD_ID: string = (import.meta.env?.SHOP_BUILD_ID as string | undefined) ?? 'dev';
