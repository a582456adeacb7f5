import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, so the bench and the tests never clash with `npm start` (8787) or with each other. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
