import { unitName } from '../../../domain/units/unit-words';
import { isDeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import { DELIVERY_METHODS } from '../cart/delivery-methods';
import { documentHeading, factList, kr, lineTable, quantityText, startDocument, totalsBlock, type Column } from '../lib/pdf-layout';
import { A4, LINE, MARGIN, text, type Pen } from '../lib/pdf-pen';
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

/** The method's name as the cart service and the shop's screens give it. */
const methodName = (id: string) => (isDeliveryMethodId(id) ? DELIVERY_METHODS[id].name : id);

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

function columns(withPrices: boolean): Column<OrderItemRow>[] {
  const base: Column<OrderItemRow>[] = [
    { title: 'Rad', x: MARGIN, value: (item) => String(item.position) },
    { title: 'Artikelnr', x: MARGIN + 26, value: (item) => item.article_number },
    { title: 'Benämning', x: MARGIN + 96, maxWidth: withPrices ? 190 : 300, value: (item) => item.name },
    { title: 'Antal', x: withPrices ? 360 : 470, right: true, value: (item) => `${quantityText(item.quantity)} ${unitName(item.unit, item.quantity)}` },
    { title: 'Levererat', x: withPrices ? 410 : 540, right: true, value: (item) => quantityText(item.delivered_quantity) },
  ];
  if (!withPrices) return base;
  return [
    ...base,
    { title: 'À-pris', x: 475, right: true, value: (item) => kr(item.net_price === null ? null : item.net_price + (item.alloying_price ?? 0)) },
    { title: 'Summa', x: A4[0] - MARGIN, right: true, value: (item) => kr(item.row_total) },
  ];
}

export async function orderDocumentPdf(input: OrderDocumentInput): Promise<Uint8Array> {
  const { order, items, withPrices } = input;
  const title = input.kind === 'invoice' ? `Faktura ${input.invoice?.invoice_number ?? ''}`.trim() : `Orderbekräftelse ${order.id}`;
  // The document of an order is the same bytes every time it is asked for.
  const { doc, pen } = await startDocument({ title, brandName: input.brandName, subject: `Order ${order.id}`, created: new Date(order.created_at) });
  documentHeading(pen, input.brandName, input.kind === 'invoice' ? 'Faktura' : 'Orderbekräftelse');

  const details = safeDetails(order.details);
  const facts: [string, string][] = [
    ['Ordernummer', String(order.id)],
    ['Orderdatum', order.order_date],
    ['Kund', input.customerName],
    ['Projekt', order.project_name ?? order.project_id ?? '–'],
    ['Er referens', order.reference ?? '–'],
    ['Leveranssätt', methodName(order.delivery_method)],
    ['Önskat leveransdatum', order.requested_delivery_date ?? '–'],
  ];
  if (typeof details['goodsLabel'] === 'string' && details['goodsLabel']) facts.push(['Godsmärkning', details['goodsLabel']]);
  if (input.invoice) {
    facts.push(['Fakturanummer', input.invoice.invoice_number], ['Fakturadatum', input.invoice.invoice_date], ['Förfallodatum', input.invoice.due_date]);
  }
  factList(pen, facts);
  pen.y -= 8;
  const top = pen.y;
  const left = addressBlock(pen, 'Leveransadress', input.addresses.find((a) => a.type === 'DELIVERY'), MARGIN, top);
  const right = addressBlock(pen, 'Fakturaadress', input.addresses.find((a) => a.type === 'INVOICE'), MARGIN + 260, top);
  pen.y = Math.min(left, right) - 12;

  lineTable(pen, columns(withPrices), items);

  if (withPrices) {
    const net = order.total_net + order.total_alloying;
    const vat = input.invoice ? input.invoice.vat : Math.round(net * 0.25);
    totalsBlock(pen, [
      { label: 'Summa exkl. moms', value: kr(net) },
      { label: 'varav legeringstillägg', value: kr(order.total_alloying) },
      { label: 'Moms 25 %', value: kr(vat) },
      { label: input.kind === 'invoice' ? 'Att betala' : 'Totalt inkl. moms', value: kr(input.invoice ? input.invoice.amount : net + vat), strong: true },
    ]);
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
