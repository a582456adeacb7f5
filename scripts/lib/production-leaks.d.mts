/** Types of production-leaks.mjs for the TypeScript tests that import it. */
export function productionLeaks(worker: string, config: object, env: string): string[];
