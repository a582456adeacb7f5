import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { mapRichText } from '../../lib/upstream/content/map-rich-text';
import { newMapContext } from '../../lib/upstream/content/raw-entry';
import { RichTextView } from './components/rich-text';

// The router's Link needs a router; a plain anchor shows the same href for these checks.
vi.mock('waku', () => ({ Link: ({ to, children, ...rest }: { to: string; children: unknown }) => createElement('a', { href: to, ...rest }, children as never) }));

const text = (value: string, ...marks: string[]) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType: string, content: unknown[], data = {}) => ({ nodeType, content, data });
const doc = (...blocks: unknown[]) => node('document', blocks);
const button = (fields: Record<string, unknown>) => ({ sys: { id: 'button-1', type: 'Entry', contentType: { sys: { id: 'embeddedButton' } } }, fields });

function render(document: unknown): string {
  const rich = mapRichText(document, newMapContext());
  return renderToStaticMarkup(createElement(RichTextView, { text: rich }));
}

describe('rich text', () => {
  it('renders paragraphs, headings, marks, lists and quotes as elements', () => {
    const html = render(doc(node('heading-1', [text('Rubrik')]), node('paragraph', [text('Viktigt', 'bold'), text(' och '), text('kursivt', 'italic')]), node('unordered-list', [node('list-item', [node('paragraph', [text('Fri frakt')])])]), node('blockquote', [node('paragraph', [text('Citat')])])));
    expect(html).toBe('<div class="rich-text"><h2>Rubrik</h2><p><strong>Viktigt</strong> och <em>kursivt</em></p><ul><li><p>Fri frakt</p></li></ul><blockquote><p>Citat</p></blockquote></div>');
  });

  it('shows markup typed into content as text, never as HTML', () => {
    const html = render(doc(node('paragraph', [text('<script>alert("x")</script><img src=x onerror=alert(1)>')])));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('drops the address of an unsafe link but keeps its words', () => {
    const html = render(doc(node('paragraph', [node('hyperlink', [text('klicka')], { uri: 'javascript:alert(1)' })])));
    expect(html).not.toContain('javascript');
    expect(html).toContain('<span>klicka</span>');
  });

  it('renders site links through the router and other sites in a new tab', () => {
    const html = render(doc(node('paragraph', [node('hyperlink', [text('Om oss')], { uri: '/om-oss' }), node('hyperlink', [text('LinkedIn')], { uri: 'https://www.linkedin.com/' })])));
    expect(html).toContain('<a href="/om-oss">Om oss</a>');
    expect(html).toContain('<a href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer">LinkedIn</a>');
  });

  it('renders an embedded button entry as a button link', () => {
    const html = render(doc(node('paragraph', [node('embedded-entry-inline', [], { target: button({ text: 'Bli kund', url: '/bli-kund', variant: 'primary', size: 'medium', shape: 'pill', inline: true }) })])));
    expect(html).toContain('<a href="/bli-kund" class="button button--primary content-button content-button--medium content-button--pill content-button--inline">Bli kund</a>');
  });

  it('skips an embedded entry that could not be resolved and records it', () => {
    const context = newMapContext();
    const rich = mapRichText(doc(node('paragraph', [text('Före '), node('embedded-entry-inline', [], { target: { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } } })])), context);
    expect(renderToStaticMarkup(createElement(RichTextView, { text: rich }))).toBe('<div class="rich-text"><p>Före </p></div>');
    expect(context.unresolved).toEqual([{ id: 'gone', linkType: 'Entry' }]);
  });

  it('keeps the words of unknown node types and ignores non-documents', () => {
    expect(render(doc(node('table', [node('table-row', [node('table-cell', [node('paragraph', [text('Cell')])])])])))).toBe('<div class="rich-text"><p>Cell</p></div>');
    expect(render({ nodeType: 'paragraph', content: [] })).toBe('');
    expect(render('<b>not a document</b>')).toBe('');
  });

  it('does not follow a document nested deeper than it allows', () => {
    let deep: unknown = text('botten');
    for (let level = 0; level < 40; level++) deep = node('blockquote', [deep]);
    expect(() => render(doc(deep))).not.toThrow();
  });
});
