import { unitName } from '../../../domain/units/unit-words';
import { documentHeading, factList, kr, lineTable, quantityText, startDocument, totalsBlock, type Column } from '../lib/pdf-layout';
import { A4, MARGIN, paragraph } from '../lib/pdf-pen';
import type { QuoteItemRow, QuoteMessageRow, QuoteRow } from './quote-repository';
import type { QuoteStatus } from './quote-status';

/** The answered quote as a PDF, drawn with the order documents' layout (lib/pdf-layout.ts). */
export interface QuoteDocumentInput {
  brandName: string;
  customerName: string;
  quote: QuoteRow;
  status: QuoteStatus;
  items: readonly QuoteItemRow[];
  messages: readonly QuoteMessageRow[];
  /** EJ_SE_PRISER: no price, sum or discount anywhere in the document. */
  withPrices: boolean;
}

const STATUS_NAMES: Record<QuoteStatus, string> = { SENT: 'Skickad', ANSWERED: 'Besvarad', ACCEPTED: 'Accepterad', DECLINED: 'Avböjd', EXPIRED: 'Utgången' };

const stockholmDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

function columns(withPrices: boolean): Column<QuoteItemRow>[] {
  const base: Column<QuoteItemRow>[] = [
    { title: 'Rad', x: MARGIN, value: (item) => String(item.position) },
    { title: 'Artikelnr', x: MARGIN + 26, value: (item) => item.article_number },
    { title: 'Benämning', x: MARGIN + 96, maxWidth: withPrices ? 170 : 300, value: (item) => item.name },
    { title: 'Antal', x: withPrices ? 400 : A4[0] - MARGIN, right: true, value: (item) => `${quantityText(item.quantity)} ${unitName(item.unit, item.quantity)}` },
  ];
  if (!withPrices) return base;
  return [
    ...base,
    { title: 'À-pris', x: 470, right: true, value: (item) => kr(item.net_price) },
    { title: 'Summa', x: A4[0] - MARGIN, right: true, value: (item) => kr(item.net_price === null ? null : Math.round(item.net_price * item.quantity)) },
  ];
}

export async function quoteDocumentPdf(input: QuoteDocumentInput): Promise<Uint8Array> {
  const { quote, withPrices } = input;
  // The same answer is the same bytes every time it is asked for: dated by the quote's last change.
  const { doc, pen } = await startDocument({ title: `Offert ${quote.number}`, brandName: input.brandName, subject: `Offert ${quote.number}`, created: new Date(quote.updated_at) });
  documentHeading(pen, input.brandName, 'Offert');
  const answer = [...input.messages].reverse().find((message) => message.kind === 'ANSWERED');
  const facts: [string, string][] = [
    ['Offertnummer', String(quote.number)],
    ['Status', STATUS_NAMES[input.status]],
    ['Kund', input.customerName],
    ['Beställare', quote.buyer_name ?? '–'],
    ['Er referens', quote.reference ?? '–'],
    ['Offertdatum', stockholmDate(quote.created_at)],
    ['Besvarad av', answer?.author_name ?? '–'],
    ['Giltig till och med', quote.valid_until ?? '–'],
    ['Önskat leveransdatum', quote.wanted_delivery_date ?? '–'],
  ];
  if (withPrices && quote.discount_percent) facts.push(['Rabatt på totalen', `${String(quote.discount_percent).replace('.', ',')} %`]);
  factList(pen, facts);
  pen.y -= 12;

  lineTable(pen, columns(withPrices), input.items);

  if (withPrices && quote.total !== null) {
    const vat = Math.round(quote.total * 0.25);
    totalsBlock(pen, [
      { label: 'Summa exkl. moms', value: kr(quote.total) },
      { label: 'Moms 25 %', value: kr(vat) },
      { label: 'Totalt inkl. moms', value: kr(quote.total + vat), strong: true },
    ]);
  }
  if (answer?.body) {
    pen.y -= 12;
    paragraph(pen, `Meddelande från säljaren: ${answer.body}`, MARGIN, A4[0] - 2 * MARGIN);
  }
  pen.y -= 6;
  paragraph(pen, 'Priserna gäller för offererade antal till och med sista giltighetsdag. Acceptera offerten på Mina sidor, Offerter.', MARGIN, A4[0] - 2 * MARGIN, { grey: true });
  return doc.save({ useObjectStreams: false });
}
