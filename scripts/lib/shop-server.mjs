import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, childEnv, run } from './run.mjs';

/** Builds brand assets and the shop worker (dist/server/wrangler.json). */
export async function buildShop({ quiet = false } = {}) {
  await run(process.execPath, ['scripts/build-brand-assets.mjs'], { quiet });
  await run(bin('waku'), ['build'], { quiet, env: { WAKU_DEV_BACKEND: '0' } });
}

export const isBuilt = () => existsSync('dist/server/wrangler.json');

/**
 * Starts the built shop worker and the backend worker together in one `wrangler dev` (service
 * binding BACKEND between them), on 127.0.0.1:port, and resolves when the shop answers.
 */
export async function startShop({ port = 8787, persistTo = '.wrangler/state', quiet = false } = {}) {
  const args = ['dev', '-c', 'dist/server/wrangler.json', '-c', 'backend/wrangler.toml', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo, '--show-interactive-dev-session=false'];
  const child = spawn(bin('wrangler'), args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'], env: childEnv(), detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output.slice(-4000)}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok && (await res.json()).backend === 'ok') break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    throw new Error(`the shop did not answer within 60 s:\n${output.slice(-4000)}`);
  }
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  };
}
