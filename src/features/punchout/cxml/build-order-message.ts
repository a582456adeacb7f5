import { materialGroupFor, unitFor, type PunchoutMappingRules } from '../../../../domain/punchout/mapping-rules';
import { ociText } from '../oci-values';
import { hasPrice, leadTimeDays, type PunchoutCartLine } from '../punchout-cart-line';
import type { CxmlEnvelope } from './build-setup-response';
import type { CxmlCredential } from './parse-setup-request';
import { unitOfMeasure } from './unit-of-measure';
import { CXML_DOCTYPE, escapeXml } from './xml-writer';

export interface OrderMessageInput {
  envelope: CxmlEnvelope;
  /** Echoed exactly as the setup request sent it: the receiver finds its requisition by it. */
  buyerCookie: string;
  /** The setup request's From (the buyer's organisation) and To (us, as the buyer knows us). */
  buyer: CxmlCredential;
  supplier: CxmlCredential;
  lines: readonly PunchoutCartLine[];
  rules: PunchoutMappingRules;
  userAgent?: string;
}

export const CXML_CURRENCY = 'SEK';

const money = (amount: number) => `<Money currency="${CXML_CURRENCY}">${amount.toFixed(2)}</Money>`;
const credential = ({ domain, identity }: CxmlCredential) =>
  `<Credential domain="${escapeXml(domain)}"><Identity>${escapeXml(identity)}</Identity></Credential>`;
// Quantities keep up to three decimals and never a locale format ("2", "0.5").
const quantity = (value: number) => String(Number((Number.isFinite(value) ? value : 0).toFixed(3)));

function itemIn(line: PunchoutCartLine, lineNumber: number, rules: PunchoutMappingRules): string {
  const group = materialGroupFor(line.breadcrumbParents, rules.materialGroup);
  // The default code 40000000 is a UNSPSC segment; company rules may give names or nothing.
  const domain = /^\d{8}$/.test(group) ? 'UNSPSC' : 'MaterialGroup';
  return [
    `<ItemIn quantity="${quantity(line.quantity)}" lineNumber="${lineNumber}">`,
    `<ItemID><SupplierPartID>${escapeXml(line.articleNumber)}</SupplierPartID></ItemID>`,
    '<ItemDetail>',
    `<UnitPrice>${money(hasPrice(line) ? line.netPrice : 0)}</UnitPrice>`,
    `<Description xml:lang="sv">${escapeXml(ociText(line.longText ?? line.name, 2000))}</Description>`,
    `<UnitOfMeasure>${escapeXml(unitOfMeasure(unitFor(line.unit, rules.unitMap)))}</UnitOfMeasure>`,
    `<Classification domain="${domain}">${escapeXml(group)}</Classification>`,
    `<LeadTime>${leadTimeDays(line)}</LeadTime>`,
    ...(line.ssg ? [`<Extrinsic name="SSG">${escapeXml(line.ssg)}</Extrinsic>`] : []),
    '</ItemDetail>',
    '</ItemIn>',
  ].join('\n');
}

/** The order total in SEK, summed in öre so that 0.1 + 0.2 stays 0.30. */
export function orderTotal(lines: readonly PunchoutCartLine[]): number {
  const ore = lines.reduce((sum, line) => sum + (hasPrice(line) ? Math.round(line.netPrice * 100) * line.quantity : 0), 0);
  return Math.round(ore) / 100;
}

/**
 * The cXML PunchOutOrderMessage that carries the cart back (posted by the browser to the
 * BrowserFormPost URL in the `cxml-urlencoded` field). The same company rules as OCI apply to
 * units and material groups; units are then given as UN/CEFACT codes.
 */
export function buildOrderMessage(input: OrderMessageInput): string {
  const { envelope, lines } = input;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    CXML_DOCTYPE,
    `<cXML payloadID="${escapeXml(envelope.payloadId)}" timestamp="${escapeXml(envelope.timestamp)}" xml:lang="sv-SE">`,
    '<Header>',
    `<From>${credential(input.supplier)}</From>`,
    `<To>${credential(input.buyer)}</To>`,
    `<Sender>${credential(input.supplier)}<UserAgent>${escapeXml(input.userAgent ?? 'Webbshop punch-out')}</UserAgent></Sender>`,
    '</Header>',
    '<Message>',
    '<PunchOutOrderMessage>',
    `<BuyerCookie>${escapeXml(input.buyerCookie)}</BuyerCookie>`,
    '<PunchOutOrderMessageHeader operationAllowed="edit">',
    `<Total>${money(orderTotal(lines))}</Total>`,
    '</PunchOutOrderMessageHeader>',
    ...lines.map((line, position) => itemIn(line, position + 1, input.rules)),
    '</PunchOutOrderMessage>',
    '</Message>',
    '</cXML>',
  ].join('\n');
}
