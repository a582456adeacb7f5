import { PDFDocument } from 'pdf-lib';
import { unitName } from '../../../domain/units/unit-words';
import { A4, createPen, LINE, MARGIN, newPage, printable, rule, text, type Pen } from '../lib/pdf-pen';
import type { OrderAddressRow, InvoiceRow } from './order-documents-repository';
import type { OrderItemRow, OrderRow } from './order-view';

/** The order confirmation and the invoice as real PDF documents, drawn in the worker (decision 018). */
export interface OrderDocumentInput {
  kind: 'confirmation' | 'invoice';
  brandName: string;
  customerName: string;
  order: OrderRow;
  items: readonly OrderItemRow[];
  addresses: readonly OrderAddressRow[];
  invoice?: InvoiceRow | undefined;
  /** EJ_SE_PRISER: no price, sum or total anywhere in the document. */
  withPrices: boolean;
}

const money = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kr = (ore: number | null) => (ore === null ? '–' : `${money.format(ore / 100)} kr`);
const quantity = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

const METHOD_NAMES: Record<string, string> = { DBI: 'Utkörning', EXH: 'Leverans till butik', XXX: 'Expressutkörning', EXB: 'Express från butik', '24-12': '24-12' };

function addressBlock(pen: Pen, title: string, address: OrderAddressRow | undefined, x: number, top: number) {
  let y = top;
  const line = (value: string, bold = false) => {
    pen.y = y;
    text(pen, value, x, { bold, maxWidth: 240 });
    y -= LINE - 2;
  };
  line(title, true);
  if (!address) {
    line('Adress saknas');
    return y;
  }
  line(address.name);
  line(address.recipient_name ?? 'Mottagarnamn saknas');
  line(address.address1);
  if (address.address2) line(address.address2);
  line(`${address.postal_code} ${address.postal_address}${address.country_code === 'SE' ? '' : `, ${address.country_code}`}`);
  return y;
}

interface Column {
  title: string;
  x: number;
  right?: boolean;
  maxWidth?: number;
  value: (item: OrderItemRow) => string;
}

function columns(withPrices: boolean): Column[] {
  const base: Column[] = [
    { title: 'Rad', x: MARGIN, value: (item) => String(item.position) },
    { title: 'Artikelnr', x: MARGIN + 26, value: (item) => item.article_number },
    { title: 'Benämning', x: MARGIN + 96, maxWidth: withPrices ? 190 : 300, value: (item) => item.name },
    { title: 'Antal', x: withPrices ? 360 : 470, right: true, value: (item) => `${quantity.format(item.quantity)} ${unitName(item.unit, item.quantity)}` },
    { title: 'Levererat', x: withPrices ? 410 : 540, right: true, value: (item) => quantity.format(item.delivered_quantity) },
  ];
  if (!withPrices) return base;
  return [
    ...base,
    { title: 'À-pris', x: 475, right: true, value: (item) => kr(item.net_price === null ? null : item.net_price + (item.alloying_price ?? 0)) },
    { title: 'Summa', x: A4[0] - MARGIN, right: true, value: (item) => kr(item.row_total) },
  ];
}

function tableHeader(pen: Pen, cols: Column[]) {
  for (const col of cols) text(pen, col.title, col.x, { bold: true, right: col.right ?? false });
  rule(pen);
  pen.y -= LINE + 2;
}

export async function orderDocumentPdf(input: OrderDocumentInput): Promise<Uint8Array> {
  const { order, items, withPrices } = input;
  const doc = await PDFDocument.create();
  const title = input.kind === 'invoice' ? `Faktura ${input.invoice?.invoice_number ?? ''}`.trim() : `Orderbekräftelse ${order.id}`;
  doc.setTitle(printable(title));
  doc.setAuthor(printable(input.brandName));
  doc.setSubject(printable(`Order ${order.id}`));
  doc.setCreator(printable(input.brandName));
  doc.setProducer('pdf-lib');
  // The document of an order is the same bytes every time it is asked for.
  const created = new Date(order.created_at);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const pen = await createPen(doc);

  text(pen, input.brandName, MARGIN, { size: 18, bold: true });
  text(pen, input.kind === 'invoice' ? 'Faktura' : 'Orderbekräftelse', A4[0] - MARGIN, { size: 14, bold: true, right: true });
  pen.y -= 28;

  const details = safeDetails(order.details);
  const facts: [string, string][] = [
    ['Ordernummer', String(order.id)],
    ['Orderdatum', order.order_date],
    ['Kund', input.customerName],
    ['Projekt', order.project_name ?? order.project_id ?? '–'],
    ['Er referens', order.reference ?? '–'],
    ['Leveranssätt', METHOD_NAMES[order.delivery_method] ?? order.delivery_method],
    ['Önskat leveransdatum', order.requested_delivery_date ?? '–'],
  ];
  if (typeof details['goodsLabel'] === 'string' && details['goodsLabel']) facts.push(['Godsmärkning', details['goodsLabel']]);
  if (input.invoice) {
    facts.push(['Fakturanummer', input.invoice.invoice_number], ['Fakturadatum', input.invoice.invoice_date], ['Förfallodatum', input.invoice.due_date]);
  }
  for (const [label, value] of facts) {
    text(pen, label, MARGIN, { grey: true });
    text(pen, value, MARGIN + 120, { maxWidth: 360 });
    pen.y -= LINE;
  }
  pen.y -= 8;
  const top = pen.y;
  const left = addressBlock(pen, 'Leveransadress', input.addresses.find((a) => a.type === 'DELIVERY'), MARGIN, top);
  const right = addressBlock(pen, 'Fakturaadress', input.addresses.find((a) => a.type === 'INVOICE'), MARGIN + 260, top);
  pen.y = Math.min(left, right) - 12;

  const cols = columns(withPrices);
  tableHeader(pen, cols);
  for (const item of items) {
    if (pen.y < MARGIN + LINE * 2) {
      newPage(pen);
      tableHeader(pen, cols);
    }
    for (const col of cols) text(pen, col.value(item), col.x, { right: col.right ?? false, ...(col.maxWidth ? { maxWidth: col.maxWidth } : {}) });
    pen.y -= LINE;
  }

  if (withPrices) {
    if (pen.y < MARGIN + LINE * 5) newPage(pen);
    pen.y -= 6;
    const net = order.total_net + order.total_alloying;
    const vat = input.invoice ? input.invoice.vat : Math.round(net * 0.25);
    const totals: [string, string][] = [
      ['Summa exkl. moms', kr(net)],
      ['varav legeringstillägg', kr(order.total_alloying)],
      ['Moms 25 %', kr(vat)],
      [input.kind === 'invoice' ? 'Att betala' : 'Totalt inkl. moms', kr(input.invoice ? input.invoice.amount : net + vat)],
    ];
    for (const [label, value] of totals) {
      text(pen, label, 400, { bold: label.startsWith('Att') || label.startsWith('Totalt') });
      text(pen, value, A4[0] - MARGIN, { right: true, bold: label.startsWith('Att') || label.startsWith('Totalt') });
      pen.y -= LINE;
    }
  }
  return doc.save({ useObjectStreams: false });
}

function safeDetails(textValue: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(textValue);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
