import { createServer } from 'node:http';

export interface ErrorCollector {
  /** A Sentry DSN that sends here: the shop's SENTRY_DSN for a test. */
  dsn: string;
  origin: string;
  /** Every envelope received, as text, oldest first. */
  reports: string[];
  stop: () => Promise<void>;
}

/**
 * A local stand-in for the error-reporting service (Sentry's envelope endpoint): it keeps what
 * the worker (toucan) and the browser SDK send, and answers as Sentry does. Browsers post across
 * origins, so it allows any. `GET /reports` lists what it holds, for tests in another process.
 */
export async function startErrorCollector(): Promise<ErrorCollector> {
  const reports: string[] = [];
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/reports') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reports));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      reports.push(Buffer.concat(chunks).toString('latin1'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    reports,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
