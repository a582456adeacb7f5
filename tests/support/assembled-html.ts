/**
 * A streamed page as the browser ends up with it: each part React sent later, as a hidden
 * `<div hidden id="S:…">` further down, moved into its place, as React's inline scripts do.
 * `$RC("B:x","S:x")` replaces a boundary's fallback with its content (`$RR`, the same once the
 * boundary's stylesheets have loaded); `$RS("S:x","P:x")` puts a segment where its
 * `<template id="P:x">` placeholder stands. Tests that read a form or a text
 * "in the card" read this, not the order of the bytes. The scripts themselves stay in the page.
 * One pass over the page (a 1,000-line cart has thousands of segments).
 */
export function assembledHtml(streamed: string): string {
  const filledBy = new Map<string, string>();
  for (const [, kind, first, second] of streamed.matchAll(/\$R([CRS])\("([^"]+)","([^"]+)"/g)) {
    if (kind === 'S') filledBy.set(second!, first!);
    else filledBy.set(first!, second!);
  }
  if (filledBy.size === 0) return streamed;
  const { page, segments } = cutSegments(streamed);
  return fillIn(page, segments, filledBy);
}

/** An answer's body as a test should read it: an HTML page assembled, anything else as sent. */
export function readableBody(body: string, headers: Record<string, string | string[] | undefined>): string {
  return String(headers['content-type']).startsWith('text/html') ? assembledHtml(body) : body;
}

/**
 * React's wrappers for a segment, by where its content belongs: `<div hidden id="S:x">` in HTML,
 * `<svg aria-hidden="true" style="display:none" id="S:x">` (and math) in SVG, and inside tables
 * `<table hidden id="S:x">` or `<table hidden><tbody id="S:x">` (tr, colgroup).
 */
const SEGMENT = /(<table hidden>)?<([a-z]+)(?: hidden| aria-hidden="true" style="display:none")? id="(S:[^"]+)">/g;

/** The page without its hidden segments, and each segment's content by id. */
function cutSegments(streamed: string): { page: string; segments: Map<string, string> } {
  const segments = new Map<string, string>();
  const kept: string[] = [];
  let from = 0;
  SEGMENT.lastIndex = 0;
  for (let match = SEGMENT.exec(streamed); match; match = SEGMENT.exec(streamed)) {
    const [opening, inTable, tag, id] = match;
    const contentStart = match.index + opening.length;
    const end = closingTag(streamed, tag!, contentStart);
    if (end < 0) break;
    segments.set(id!, streamed.slice(contentStart, end));
    kept.push(streamed.slice(from, match.index));
    from = end + `</${tag}>${inTable ? '</table>' : ''}`.length;
    SEGMENT.lastIndex = from;
  }
  kept.push(streamed.slice(from));
  return { page: kept.join(''), segments };
}

/** Where the `</tag>` that closes an element opened just before `from` starts. */
function closingTag(html: string, tag: string, from: number): number {
  return balancedEnd(html, new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g'), from);
}

/**
 * Where the closing token that balances an opening just before `from` starts; `tokens` matches
 * openings and closings, and a closing is the one that starts with `</` or `<!--/`.
 */
function balancedEnd(html: string, tokens: RegExp, from: number): number {
  tokens.lastIndex = from;
  let depth = 1;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    depth += match[0].startsWith('</') || match[0].startsWith('<!--/') ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

const HOLE = /<template id="([BP]:[^"]+)"><\/template>/g;

/** Every placeholder and revealed boundary in `html` filled with its segment, depth first. */
function fillIn(html: string, segments: Map<string, string>, filledBy: Map<string, string>): string {
  const parts: string[] = [];
  let from = 0;
  const holes = new RegExp(HOLE.source, 'g');
  for (let match = holes.exec(html); match; match = holes.exec(html)) {
    const id = match[1]!;
    const content = segments.get(filledBy.get(id) ?? '');
    if (content === undefined) continue;
    const filled = fillIn(content, segments, filledBy);
    if (id.startsWith('P:')) {
      parts.push(html.slice(from, match.index), filled);
      from = match.index + match[0].length;
    } else {
      // A boundary: `<!--$?--><template id="B:x"></template>fallback<!--/$-->` becomes `<!--$-->content<!--/$-->`.
      const opening = html.lastIndexOf('<!--$?-->', match.index);
      const fallbackEnd = boundaryEnd(html, match.index + match[0].length);
      if (opening < from || fallbackEnd < 0) continue;
      parts.push(html.slice(from, opening), '<!--$-->', filled);
      from = fallbackEnd;
    }
    holes.lastIndex = from;
  }
  parts.push(html.slice(from));
  return parts.join('');
}

/** Where the `<!--/$-->` that closes the boundary whose fallback starts at `from` starts. */
function boundaryEnd(html: string, from: number): number {
  // React's own count: a boundary (or Activity) opens with $, $?, $~, $! or &, closes with /$ or /&.
  return balancedEnd(html, /<!--(?:\$[?!~]?|&)-->|<!--\/[$&]-->/g, from);
}
