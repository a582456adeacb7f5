import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { bin, childEnv } from './run.mjs';

const STARTUP_LIMIT_MS = 60_000;

/**
 * Runs `wrangler dev` with the given worker configs (and [vars] overrides) on 127.0.0.1:port and resolves once `ready`
 * says yes for its /healthz answer. The process gets its own group so stop() ends workerd too;
 * a start that fails or times out stops it before throwing.
 *
 * `keepWarmMs` (tests): ask /healthz that often. wrangler dev's ProxyWorker reaches the worker over
 * pooled connections that both ends drop after 5 s idle, and a request that meets the drop is lost
 * (cloudflare/workers-sdk#14641); a connection used every second never gets there.
 */
export async function startWranglerDev({ configs, port, persistTo, quiet = true, ready = (res) => res.ok, vars = {}, keepWarmMs = 0 }) {
  // `vars` override the first worker's [vars] (e.g. a service's base URL for fault tests).
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  // An inspector port of its own: wrangler takes 9229 when it looks free, and two shops starting
  // at once (npm test's two lanes) both saw it free and one failed to bind.
  const inspectorPort = await freePort();
  const args = ['dev', ...configs.flatMap((config) => ['-c', config]), '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort), '--persist-to', persistTo, '--show-interactive-dev-session=false', ...varArgs];
  const child = spawn(bin('wrangler'), args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'], env: childEnv(), detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let keepWarm;
  const stop = () =>
    new Promise((resolve) => {
      clearInterval(keepWarm);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev (${configs.join(', ')}) exited early:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev (${configs.join(', ')}) did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${output.slice(-4000)}`);
    }
    try {
      if (await ready(await fetch(`${origin}/healthz`))) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (keepWarmMs > 0) {
    keepWarm = setInterval(() => fetch(`${origin}/healthz`).then((res) => res.arrayBuffer()).catch(() => {}), keepWarmMs);
    keepWarm.unref();
  }
  return { origin, output: () => output, stop };
}
