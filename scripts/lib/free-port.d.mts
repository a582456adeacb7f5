/** Types of free-port.mjs for the TypeScript tests that import it. */
export function freePort(): Promise<number>;
