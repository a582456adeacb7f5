import { CookieJar } from './cookie-jar';
import { formFields } from './checkout-forms';
import { timedRequest, type TimedResponse } from './faulty-shop';

/**
 * A browser without script on the faulty shop (tests/support/faulty-shop.ts) as one brand's host:
 * it keeps cookies, posts edge-route forms urlencoded and page forms (server actions) as
 * multipart with the hidden fields React rendered, like tests/support/checkout-forms.ts does on
 * the shared shop.
 */
export function faultyShopVisitor(origin: string, host = 'localhost') {
  const jar = new CookieJar();
  const send = async (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<TimedResponse> => {
    const res = await timedRequest(origin, path, { ...options, headers: { host, cookie: jar.header(), ...options.headers } });
    jar.store(res);
    return res;
  };
  const postForm = (path: string, fields: Record<string, string>) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` }, body: new URLSearchParams(fields).toString() });

  return {
    jar,
    get: (path: string) => send(path),
    postForm,
    signIn: (username: string, password = 'Demo1234!') => postForm('/api/session/sign-in', { username, password, returnTo: '/' }),
    /** Posts the first form on `path` whose markup contains `marker`, some fields changed. */
    async submit(path: string, marker: string, changes: Record<string, string> = {}, html?: string): Promise<TimedResponse> {
      const page = html ?? (await send(path)).body;
      const data = new FormData();
      for (const [name, value] of formFields(page, marker)) if (!(name in changes)) data.append(name, value);
      for (const [name, value] of Object.entries(changes)) data.append(name, value);
      const encoded = new Request('http://localhost', { method: 'POST', body: data });
      return send(path, { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin: `http://${host}` }, body: await encoded.text() });
    },
  };
}
