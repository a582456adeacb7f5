import { createElement as h, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assembledHtml } from '../support/assembled-html';

// React's own streaming output, not a copy of it: a boundary revealed ($RC) whose content came in
// three pieces, two of them segments put into placeholders ($RS).
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function Later({ ms, children }: { ms: number; children?: ReactNode }) {
  await later(ms);
  return children;
}

async function streamed(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  let html = '';
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) html += chunk;
  return html;
}

const page = h(
  'main',
  null,
  h('h1', null, 'Kabel'),
  h(
    Suspense,
    { fallback: h('p', null, 'Laddar…') },
    h('ul', null, h('li', null, 'Först'), h(Later, { ms: 5 }, h('li', null, 'Sedan', h(Later, { ms: 40 }, h('form', null, h('input', { name: 'articleNumber', defaultValue: '1' })))))),
  ),
  h('footer', null, 'Slut'),
);

describe('assembledHtml', () => {
  it('puts each streamed segment where the browser would, in document order', async () => {
    const html = await streamed(page);
    expect(html).toContain('$RS(');
    expect(html).toContain('$RC(');
    const assembled = assembledHtml(html);
    const body = assembled.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toBe('<main><h1>Kabel</h1><!--$--><ul><li>Först</li><li>Sedan<form><input name="articleNumber" value="1"/></form></li></ul><!--/$--><footer>Slut</footer></main>');
  });

  it('assembles a long list whose every line streamed on its own', async () => {
    const lines = Array.from({ length: 600 }, (_, index) => h(Suspense, { key: index, fallback: h('li', null, '…') }, h(Later, { ms: index % 7 }, h('li', null, h('form', null, `Rad ${index}`)))));
    const assembled = assembledHtml(await streamed(h('ul', null, lines)));
    const body = assembled.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toBe(`<ul>${Array.from({ length: 600 }, (_, index) => `<!--$--><li><form>Rad ${index}</form></li><!--/$-->`).join('')}</ul>`);
  });

  it('assembles rows that streamed into a table, and an icon into an svg', async () => {
    const table = h(
      'table',
      null,
      h('tbody', null, h('tr', null, h('td', null, 'Order 1')), h(Suspense, { fallback: h('tr', null, h('td', null, '…')) }, h(Later, { ms: 5 }, h('tr', null, h('td', null, 'Order 2')), h(Later, { ms: 30 }, h('tr', null, h('td', null, 'Order 3')))))),
    );
    const icon = h('svg', null, h(Suspense, { fallback: null }, h(Later, { ms: 5 }, h('use', { href: '#icon-star' }))));
    const assembled = assembledHtml(await streamed(h('main', null, table, icon)));
    const body = assembled.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toBe('<main><table><tbody><tr><td>Order 1</td></tr><!--$--><tr><td>Order 2</td></tr><tr><td>Order 3</td></tr><!--/$--></tbody></table><svg><!--$--><use href="#icon-star"></use><!--/$--></svg></main>');
  });

  it('assembles a part that brought a stylesheet of its own', async () => {
    const part = h(Later, { ms: 5 }, h('link', { rel: 'stylesheet', href: '/assets/lists.css', precedence: 'default' }), h('form', { className: 'list-form' }, 'Lista'));
    const html = await streamed(h('main', null, h(Suspense, { fallback: h('p', null, 'Laddar…') }, part)));
    expect(html).toContain('$RR(');
    const body = assembledHtml(html).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toContain('<main><!--$--><form class="list-form">Lista</form><!--/$--></main>');
  });

  it('leaves a page that streamed nothing as it is', async () => {
    const html = await streamed(h('main', null, h('p', null, 'Allt på en gång')));
    expect(assembledHtml(html)).toBe(html);
  });
});
