import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { inject } from 'vitest';

/**
 * The folder of the test shop's local D1 database: read from the command line of the `wrangler
 * dev` process listening on the shop's port. Editing content or campaigns there is what an editor
 * publishing a change does to the content system or the commerce back office. Undefined where
 * /proc cannot be read (not Linux): the tests that need it skip.
 */
export function shopStateDir(): string | undefined {
  const port = new URL(inject('shopOrigin')).port;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('--port');
      const persist = args[args.indexOf('--persist-to') + 1];
      if (!args.includes('dev') || at < 0 || args[at + 1] !== port || !persist || args.indexOf('--persist-to') < 0) continue;
      return resolve(readlinkSync(`/proc/${pid}/cwd`), persist);
    } catch {
      // A process that ended while we looked.
    }
  }
  return undefined;
}

/** How often a statement that found the database locked by the running shop is tried again. */
const BUSY_ATTEMPTS = 5;
const BUSY_PAUSE_MS = 500;

/**
 * Runs one SQL statement on the shop's local D1 (wrangler's own process: seconds on a loaded
 * machine). The running shop holds the same SQLite file: under load its write can still hold the
 * lock when this one comes (SQLITE_BUSY, seen in CI beside the browser tests). A busy statement
 * changed nothing, so it is tried again after a pause; any other failure throws at once.
 */
export function runShopSql(state: string, sql: string): void {
  const wrangler = resolve('node_modules/wrangler/bin/wrangler.js');
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', state, '-c', 'backend/wrangler.toml', '--command', sql], { encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } });
    if (run.status === 0) return;
    const output = run.stderr || run.stdout;
    if (!output.includes('SQLITE_BUSY') || attempt === BUSY_ATTEMPTS) throw new Error(`wrangler d1 execute failed: ${output}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_PAUSE_MS);
  }
}
