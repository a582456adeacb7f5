import { gzipSync } from 'node:zlib';

/** Issue 13: the signed-in category page with 48 cards weighs at most this much raw HTML. */
export const HTML_WEIGHT_AIM_KB = 150;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Where a page's bytes go: raw and gzip (level 6, what production compression sends), the inline
 * RSC payload (the flight rows in inline <script>s, the markup again) and its share, and the
 * number of elements in the markup the browser builds a DOM from (start tags outside scripts;
 * the browser adds html/head/body and text nodes, so this is a floor, not Chromium's count).
 */
export function htmlWeight(html) {
  const raw = Buffer.byteLength(html);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const payload = inlineScripts.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const elements = (markup.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
  return {
    rawKb: kb(raw),
    gzipKb: kb(gzipSync(html, { level: 6 }).length),
    payloadKb: kb(payload),
    payloadShare: raw ? Math.round((payload / raw) * 100) / 100 : 0,
    markupKb: kb(Buffer.byteLength(markup)),
    elements,
    svgs: (markup.match(/<svg\b/g) ?? []).length,
    forms: (markup.match(/<form\b/g) ?? []).length,
    hiddenInputs: (markup.match(/<input[^>]*type="hidden"/g) ?? []).length,
  };
}

/** The goal line: met or missed against HTML_WEIGHT_AIM_KB. */
export function evaluateHtmlWeight(weight, aimKb = HTML_WEIGHT_AIM_KB) {
  return { goal: `HTML ≤ ${aimKb} KB raw (48 cards)`, page: 'category, signed in', value: weight.rawKb, met: weight.rawKb <= aimKb };
}

/** One table row per measured page. */
export function formatHtmlWeight(pages) {
  const head = ['page', 'raw KB', 'gzip KB', 'RSC payload KB', 'payload share', 'elements', 'svg', 'forms', 'hidden inputs'];
  const rows = [head, ...pages.map((p) => [p.name, p.rawKb, p.gzipKb, p.payloadKb, p.payloadShare, p.elements, p.svgs, p.forms, p.hiddenInputs])];
  const widths = head.map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ')).join('\n');
}
