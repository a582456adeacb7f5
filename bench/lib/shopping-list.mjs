import { performance } from 'node:perf_hooks';
import { get, multipart, postBody } from './http-get.mjs';
import { signIn } from './sign-in.mjs';
import { median, round1 } from './stats.mjs';

/** Issue 15: the seed's shared 500-line list (bench seed only), put into a cart by a buyer who may not change it. */
export const LIST_SAMPLING = { runs: 3, buyer: { username: 'dana.dahl@demo.example', password: 'Demo1234!' } };

const attribute = (tag, name) => new RegExp(`\\s${name.replace(/[$]/g, '\\$')}="([^"]*)"`).exec(tag)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const formsOf = (html) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form);

/** The server action of a progressively enhanced form (React's hidden `$ACTION_<n>:0` reference), as Waku's RSC path. */
function actionOf(form) {
  const tag = [...form.matchAll(/<input\b[^>]*>/g)].map(([input]) => input).find((input) => /^\$ACTION_\d+:0$/.test(attribute(input, 'name') ?? ''));
  if (!tag) throw new Error('form without a server action reference');
  const [file, name] = JSON.parse(attribute(tag, 'value')).id.split('#');
  return `/RSC/F/${file}/${name}.txt`;
}

/**
 * "Lägg hela listan i varukorgen" for the 500-line list, as the browser's JavaScript calls it (the
 * add-list-to-cart server action: the list read again on the server, one batch add to the cart,
 * the answer with per-line results), timed to the end of the answer. The buyer's cart grows by the
 * list's lines on the first run; later runs add to the same lines (mode 'increment').
 */
export async function measureListToCart(origin, { host, listPath, sampling = LIST_SAMPLING, log = console.log }) {
  const cookie = await signIn(origin, { host, buyer: sampling.buyer });
  const page = await get(new URL(listPath, origin).href, { host, headers: { cookie } });
  if (page.status !== 200) throw new Error(`${listPath} answered ${page.status} for ${sampling.buyer.username}`);
  const form = formsOf(page.body.toString('utf8')).find((candidate) => candidate.includes('name="scope"'));
  if (!form) throw new Error(`${listPath} has no add-to-cart form`);
  const action = actionOf(form);
  const listId = listPath.split('/').pop();
  log(`Timing "add the whole list to the cart" (${listPath}) ${sampling.runs} times as ${sampling.buyer.username}…`);
  const runs = [];
  for (let run = 0; run < sampling.runs; run++) {
    const data = new FormData();
    data.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
    data.append('_1_listId', listId);
    data.append('_1_scope', 'all');
    const { body, contentType } = await multipart(data);
    const started = performance.now();
    const res = await postBody(new URL(action, origin).href, body, contentType, { host, headers: { cookie, origin: `http://${host}`, accept: 'text/x-component' }, timeoutMs: 60_000 });
    const text = res.body.toString('utf8');
    runs.push({ status: res.status, ms: performance.now() - started, allAdded: text.includes('Alla rader ligger nu i varukorgen.'), lineCount: Number(/"lineCount":(\d+)/.exec(text)?.[1] ?? 0) });
  }
  const ms = runs.map((r) => r.ms);
  return { path: listPath, buyer: sampling.buyer.username, runs: runs.length, medianMs: round1(median(ms)), maxMs: round1(Math.max(...ms)), allAdded: runs.every((r) => r.status === 200 && r.allAdded), lineCount: runs[0]?.lineCount ?? 0, statuses: [...new Set(runs.map((r) => r.status))] };
}
