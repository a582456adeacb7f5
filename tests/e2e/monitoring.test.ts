import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { brandUrl, eventually, useBrowser } from './fixtures';

const { open } = useBrowser();

const reports = async (): Promise<string[]> => (await fetch(`${inject('errorCollectorOrigin')}/reports`)).json() as Promise<string[]>;
const reportsNaming = async (text: string) => (await reports()).filter((report) => report.includes(text));
const monitoring = (page: Page) => page.evaluate(() => document.documentElement.dataset.monitoring);
/** Names of the scripts this page fetched, replay's chunk among them or not. */
const fetchedScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
const throwInPage = (page: Page, message: string) => page.evaluate((text) => void setTimeout(() => { throw new Error(text); }), message);

describe('browser error reporting (issue 18)', () => {
  it('reports an error without query strings or cookies, and ships nothing of replay without consent to C0003', async () => {
    const page = await open(brandUrl('ljus', '/search?q=kabel&token=hemligt-varde'));
    await eventually(() => monitoring(page)).toBe('errors');
    await throwInPage(page, 'Testfel utan inspelning');

    await eventually(async () => (await reportsNaming('Testfel utan inspelning')).length).toBe(1);
    const [report] = await reportsNaming('Testfel utan inspelning');
    expect(report).toContain('/search');
    expect(report).not.toContain('hemligt-varde');
    expect(report).not.toContain('consent-groups');
    expect(report).not.toContain('replay_event');
    expect((await fetchedScripts(page)).filter((name) => name.includes('replay'))).toEqual([]);
    expect(await monitoring(page)).toBe('errors');
  });

  it('with C0003 loads replay and sends the replay of a session with an error', async () => {
    const page = await open(brandUrl('ljus', '/sortiment'), { consent: 'C0001.C0002.C0003' });
    await eventually(() => monitoring(page)).toBe('errors replay');
    expect((await fetchedScripts(page)).some((name) => name.includes('sentry-replay'))).toBe(true);
    await throwInPage(page, 'Testfel med inspelning');
    await eventually(async () => (await reportsNaming('Testfel med inspelning')).length).toBe(1);
    await eventually(async () => (await reports()).some((report) => report.includes('"type":"replay_event"'))).toBe(true);
  });
});
