import { spawn } from 'node:child_process';
import { bin, childEnv } from './run.mjs';

/**
 * Starts the backend worker alone on 127.0.0.1:port (its contract tests call it directly; in the
 * shop it is reachable only through the BACKEND binding).
 */
export async function startBackend({ port, persistTo }) {
  const args = ['dev', '-c', 'backend/wrangler.toml', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo, '--show-interactive-dev-session=false'];
  const child = spawn(bin('wrangler'), args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(), detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend wrangler dev exited early:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      throw new Error(`the backend did not answer within 60 s:\n${output.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
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
