import { PDFDocument } from 'pdf-lib';
import { A4, createPen, LINE, MARGIN, newPage, printable, rule, text, type Pen } from './pdf-pen';

/**
 * The layout the backend's business documents share (order confirmation, invoice, quote): a
 * heading with the brand and the document's name, a list of facts, a table of lines that breaks
 * over pages with its header repeated, and a block of totals. One place, so every document of
 * the shop looks like the others.
 */

const money = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Öre as "1 234,50 kr"; a dash for no price. */
export const kr = (ore: number | null) => (ore === null ? '–' : `${money.format(ore / 100)} kr`);
const quantities = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });
export const quantityText = (value: number) => quantities.format(value);

/** A new document whose metadata says what it is; `created` fixes its dates so the same document is the same bytes. */
export async function startDocument(input: { title: string; brandName: string; subject: string; created: Date }): Promise<{ doc: PDFDocument; pen: Pen }> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(input.title));
  doc.setAuthor(printable(input.brandName));
  doc.setSubject(printable(input.subject));
  doc.setCreator(printable(input.brandName));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(input.created);
  doc.setModificationDate(input.created);
  return { doc, pen: await createPen(doc) };
}

/** The brand on the left, the document's kind on the right. */
export function documentHeading(pen: Pen, brandName: string, kind: string) {
  text(pen, brandName, MARGIN, { size: 18, bold: true });
  text(pen, kind, A4[0] - MARGIN, { size: 14, bold: true, right: true });
  pen.y -= 28;
}

/** Label and value, one a line. */
export function factList(pen: Pen, facts: readonly (readonly [string, string])[]) {
  for (const [label, value] of facts) {
    text(pen, label, MARGIN, { grey: true });
    text(pen, value, MARGIN + 120, { maxWidth: 360 });
    pen.y -= LINE;
  }
}

export interface Column<T> {
  title: string;
  x: number;
  right?: boolean;
  maxWidth?: number;
  value: (item: T) => string;
}

function tableHeader<T>(pen: Pen, cols: readonly Column<T>[]) {
  for (const col of cols) text(pen, col.title, col.x, { bold: true, right: col.right ?? false });
  rule(pen);
  pen.y -= LINE + 2;
}

/** The lines under a header row; a new page repeats the header. */
export function lineTable<T>(pen: Pen, cols: readonly Column<T>[], items: readonly T[]) {
  tableHeader(pen, cols);
  for (const item of items) {
    if (pen.y < MARGIN + LINE * 2) {
      newPage(pen);
      tableHeader(pen, cols);
    }
    for (const col of cols) text(pen, col.value(item), col.x, { right: col.right ?? false, ...(col.maxWidth ? { maxWidth: col.maxWidth } : {}) });
    pen.y -= LINE;
  }
}

/** Totals at the right, kept together on one page; a `strong` row is bold (what is to be paid). */
export function totalsBlock(pen: Pen, totals: readonly { label: string; value: string; strong?: boolean }[]) {
  if (pen.y < MARGIN + LINE * (totals.length + 1)) newPage(pen);
  pen.y -= 6;
  for (const row of totals) {
    text(pen, row.label, 400, { bold: row.strong ?? false });
    text(pen, row.value, A4[0] - MARGIN, { right: true, bold: row.strong ?? false });
    pen.y -= LINE;
  }
}
