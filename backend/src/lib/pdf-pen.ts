import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small pen over pdf-lib for the backend's A4 documents (order confirmations, invoices, product
 * datasheets, safety data sheets). The standard Helvetica fonts are built into every PDF reader,
 * so nothing is embedded and documents stay small; their WinAnsi encoding covers Swedish letters.
 */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const LINE = 14;
export const GREY = rgb(0.35, 0.35, 0.35);

// What WinAnsi (the standard fonts' encoding) can show; anything else becomes '?', never an error.
const NOT_WIN_ANSI = /[^\x20-\x7E\xA0-\xFF–—‘’“”€•…]/g;
export const printable = (text: string) => text.replace(/\u2212/g, '-').replace(/\u202F/g, '\u00A0').replace(NOT_WIN_ANSI, '?');

export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  right?: boolean;
  maxWidth?: number;
  grey?: boolean;
}

/** A pen on the first page of a new document. */
export async function createPen(doc: PDFDocument): Promise<Pen> {
  return { doc, page: doc.addPage(A4), y: A4[1] - MARGIN, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** One line of text at the pen's height; cut with an ellipsis when wider than maxWidth. */
export function text(pen: Pen, value: string, x: number, options: TextOptions = {}) {
  const size = options.size ?? 9;
  const font = options.bold ? pen.bold : pen.regular;
  let shown = printable(value);
  if (options.maxWidth) {
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > options.maxWidth) shown = shown.slice(0, -2) + '…';
  }
  const width = font.widthOfTextAtSize(shown, size);
  pen.page.drawText(shown, { x: options.right ? x - width : x, y: pen.y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
}

/** Words laid out over as many lines as they need within maxWidth; the pen ends below them. */
export function paragraph(pen: Pen, value: string, x: number, maxWidth: number, options: { size?: number; grey?: boolean } = {}) {
  const size = options.size ?? 9;
  let line = '';
  for (const word of printable(value).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && pen.regular.widthOfTextAtSize(candidate, size) > maxWidth) {
      ensureRoom(pen, 1);
      text(pen, line, x, options);
      pen.y -= size + 4;
      line = word;
    } else line = candidate;
  }
  if (line) {
    ensureRoom(pen, 1);
    text(pen, line, x, options);
    pen.y -= size + 4;
  }
}

export function newPage(pen: Pen) {
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
}

/** A new page when fewer than `lines` lines fit above the bottom margin. */
export function ensureRoom(pen: Pen, lines: number) {
  if (pen.y < MARGIN + LINE * lines) newPage(pen);
}

/** A thin rule under the pen's current line. */
export function rule(pen: Pen) {
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y - 4 }, end: { x: A4[0] - MARGIN, y: pen.y - 4 }, thickness: 0.5, color: GREY });
}
