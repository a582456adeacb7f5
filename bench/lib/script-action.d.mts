/** Types for script-action.mjs (the tests import it). */
export function scriptActionOf(fields: [string, string][]): [string, string] | undefined;
