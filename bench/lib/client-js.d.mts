/** Types for client-js.mjs (the tests import it). */
export function scriptUrls(html: string): string[];
