import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (or CHROME_PATH); playwright cannot download a browser on these machines. */
export function findChromium(): string {
  const found = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error('No Chromium found. Install one with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chrome/Chromium binary.');
  }
  return found;
}

/**
 * A headless Chromium (playwright gives it a fresh profile) that never talks to the network on its
 * own. `hostRules` send further hosts to local servers (third-party stand-ins); `args` add flags.
 */
export async function launchBrowser({ hostRules = [], args = [] }: { hostRules?: string[]; args?: string[] } = {}): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // *.localhost resolves to loopback; map the brand hosts explicitly all the same.
      `--host-resolver-rules=${['MAP *.localhost 127.0.0.1', ...hostRules].join(',')}`,
      ...args,
    ],
  });
  return { browser, close: () => browser.close() };
}
