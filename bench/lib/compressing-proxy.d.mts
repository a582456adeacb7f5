/** Types of compressing-proxy.mjs for the unit test that imports it. */
export function startCompressingProxy(shopOrigin: string, options?: { http2?: boolean }): Promise<{
  port: number;
  url: (host: string, path: string) => string;
  close: () => Promise<void>;
}>;
