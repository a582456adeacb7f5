import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * Reads a PDF the way a reader must: pdf-lib parses its structure (a broken file throws), then
 * the text is taken from the page content streams (inflated when Flate-compressed): the strings
 * shown with Tj/TJ, hex or literal, decoded as WinAnsi (Latin-1 for the letters we use).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined; text: string }> {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) !== '%PDF-') throw new Error('not a PDF: no %PDF- header');
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) shown.push(Buffer.from((hex[1] ?? '').replace(/\s+/g, ''), 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) shown.push((literal[1] ?? '').replace(/\\(.)/g, '$1'));
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), text: shown.join('\n') };
}
