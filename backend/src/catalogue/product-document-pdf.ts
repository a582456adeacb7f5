import { PDFDocument } from 'pdf-lib';
import { unitName } from '../../../domain/units/unit-words';
import { A4, createPen, ensureRoom, LINE, MARGIN, paragraph, printable, rule, text, type Pen } from '../lib/pdf-pen';
import type { DocumentKind } from './product-documents';
import { safetyAdviceFor } from './safety-advice';
import type { VariantCore } from './variant-shape';

/**
 * A variant's datasheet and safety data sheet as PDF (issue 12, decision 030). Drawn from the
 * catalogue's data once per article and generation, then kept in the shop's object store: the
 * stand-in for the files a product information system would hold. The bytes depend on the data
 * only (a fixed creation date), so drawing twice gives the same file.
 */
export const DOCUMENT_GENERATION = 'd1';
const ISSUED = new Date('2026-11-01T00:00:00Z');
const WIDTH = A4[0] - 2 * MARGIN;
const POISON_CENTRE = 'Giftinformationscentralen 010-456 67 00 (vid akut förgiftning: 112)';

function heading(pen: Pen, title: string, kindLabel: string, variant: VariantCore) {
  text(pen, variant.brands[0]?.name ?? '', MARGIN, { size: 16, bold: true, maxWidth: WIDTH - 160 });
  text(pen, kindLabel, A4[0] - MARGIN, { size: 13, bold: true, right: true });
  pen.y -= 26;
  text(pen, title, MARGIN, { size: 13, bold: true, maxWidth: WIDTH });
  pen.y -= 20;
}

function facts(pen: Pen, rows: readonly [string, string][]) {
  for (const [label, value] of rows) {
    ensureRoom(pen, 1);
    text(pen, label, MARGIN, { grey: true });
    text(pen, value, MARGIN + 140, { maxWidth: WIDTH - 140 });
    pen.y -= LINE;
  }
  pen.y -= 6;
}

function section(pen: Pen, title: string) {
  ensureRoom(pen, 4);
  pen.y -= 10;
  text(pen, title, MARGIN, { size: 10.5, bold: true });
  rule(pen);
  pen.y -= LINE + 2;
}

function salesUnit(variant: VariantCore): string {
  const { unit, conversionFactor, conversionUnit } = variant.webSalesUnit;
  const word = unitName(unit);
  return conversionFactor > 1 && conversionUnit && conversionUnit !== unit ? `${word} (${conversionFactor} ${unitName(conversionUnit, conversionFactor)})` : word;
}

async function newDocument(title: string, variant: VariantCore) {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(title));
  doc.setAuthor(printable(variant.brands[0]?.name ?? ''));
  doc.setSubject(printable(`Artikel ${variant.articleNumber}`));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(ISSUED);
  doc.setModificationDate(ISSUED);
  return { doc, pen: await createPen(doc) };
}

function footer(pen: Pen, variant: VariantCore) {
  pen.y -= 10;
  ensureRoom(pen, 2);
  paragraph(pen, `Artikel ${variant.articleNumber}. Utgåva ${DOCUMENT_GENERATION}, ${ISSUED.toISOString().slice(0, 10)}. Med reservation för ändringar; gällande uppgifter finns alltid på produktsidan.`, MARGIN, WIDTH, { size: 8, grey: true });
}

async function datasheet(variant: VariantCore): Promise<Uint8Array> {
  const { doc, pen } = await newDocument(`Produktblad ${variant.name}`, variant);
  heading(pen, variant.name, 'Produktblad', variant);
  facts(pen, [
    ['Artikelnummer', variant.articleNumber],
    ['EAN', variant.ean || '–'],
    ['Tillverkare', variant.brands[0]?.name ?? '–'],
    ['Produktgrupp', variant.product.breadcrumb.parents.map((parent) => parent.name).join(' / ') || '–'],
    ['Försäljningsenhet', salesUnit(variant)],
  ]);
  section(pen, 'Beskrivning');
  paragraph(pen, variant.description, MARGIN, WIDTH);
  const attributes = variant.attributes.filter((attribute) => attribute.attributeName !== 'SSG');
  if (attributes.length > 0) {
    section(pen, 'Tekniska data');
    facts(pen, attributes.map((attribute) => [attribute.attributeName, attribute.attributeValue]));
  }
  if (variant.warnings.length > 0) {
    section(pen, 'Säkerhet');
    for (const warning of variant.warnings) paragraph(pen, `${warning.signalWord ? `${warning.signalWord}: ` : ''}${warning.description} (${warning.code})`, MARGIN, WIDTH);
    if (variant.warnings.some((warning) => warning.signalWord)) paragraph(pen, 'Läs säkerhetsdatabladet före användning.', MARGIN, WIDTH, { grey: true });
  }
  footer(pen, variant);
  return doc.save({ useObjectStreams: false });
}

async function safetyDataSheet(variant: VariantCore): Promise<Uint8Array> {
  const { doc, pen } = await newDocument(`Säkerhetsdatablad ${variant.name}`, variant);
  heading(pen, variant.name, 'Säkerhetsdatablad', variant);
  paragraph(pen, 'Sammanfattning enligt förordning (EG) nr 1907/2006 (Reach), bilaga II, i lydelse enligt förordning (EU) 2020/878.', MARGIN, WIDTH, { grey: true });
  const hazards = variant.warnings.filter((warning) => warning.signalWord);
  const advice = safetyAdviceFor(hazards.map((warning) => warning.code));
  const list = (lines: readonly string[]) => [...new Set(lines)].forEach((line) => paragraph(pen, line, MARGIN, WIDTH));

  section(pen, 'Avsnitt 1. Namnet på blandningen och bolaget');
  facts(pen, [
    ['Handelsnamn', variant.name],
    ['Artikelnummer', variant.articleNumber],
    ['Leverantör', variant.brands[0]?.name ?? '–'],
    ['Telefon i nödsituationer', POISON_CENTRE],
  ]);
  section(pen, 'Avsnitt 2. Farliga egenskaper');
  const signalWord = hazards.some((warning) => warning.signalWord === 'Fara') ? 'Fara' : 'Varning';
  facts(pen, [['Signalord', signalWord], ['Faroangivelser', hazards.map((warning) => warning.code).join(', ')]]);
  list(hazards.map((warning) => `${warning.code}: ${warning.detailedDescription}`));
  section(pen, 'Avsnitt 4. Åtgärder vid första hjälpen');
  list(advice.map((entry) => entry.firstAid));
  section(pen, 'Avsnitt 7. Hantering och lagring');
  list(advice.map((entry) => entry.storage));
  section(pen, 'Avsnitt 8. Begränsning av exponeringen och personligt skydd');
  list(advice.map((entry) => entry.protection));
  section(pen, 'Avsnitt 14. Transportinformation');
  list(advice.map((entry) => entry.transport));
  section(pen, 'Övriga avsnitt');
  paragraph(pen, `Avsnitt 3, 5, 6, 9–13, 15 och 16 finns i tillverkarens fullständiga säkerhetsdatablad, som ${variant.brands[0]?.name ?? 'leverantören'} skickar på begäran.`, MARGIN, WIDTH);
  footer(pen, variant);
  return doc.save({ useObjectStreams: false });
}

/** The document of the kind, or null when the variant has none (no safety sheet without a hazard). */
export async function productDocumentPdf(variant: VariantCore, kind: DocumentKind): Promise<Uint8Array | null> {
  if (kind === 'produktblad') return datasheet(variant);
  return variant.warnings.some((warning) => warning.signalWord) ? safetyDataSheet(variant) : null;
}
