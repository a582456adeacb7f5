import { materialGroupFor, unitFor, type CustomFieldRule, type PunchoutMappingRules } from '../../../domain/punchout/mapping-rules';
import { OCI_MAX_LENGTH, ociLeadTime, ociNumber, ociShortText, ociShortTextEndingWith, ociText } from './oci-values';
import { hasPrice, leadTimeDays, priceFlags, type PriceFlag, type PunchoutBuyer, type PunchoutCartLine } from './punchout-cart-line';

/** One hidden form field, in the order the form lists them. */
export type OciField = readonly [name: string, value: string];

/** The fields the procurement system sent at entry and expects back unchanged. */
export interface OciEcho {
  okCode?: string | undefined;
  target?: string | undefined;
  caller?: string | undefined;
}

export interface OciForm {
  fields: OciField[];
  /** Rows without a price, shown to the buyer before the transfer. */
  priceFlags: PriceFlag[];
}

/** Spec point 9: currency and price unit are fixed. */
export const OCI_CURRENCY = 'SEK';
export const OCI_PRICE_UNIT = '1';

function customFieldValue(rule: CustomFieldRule, line: PunchoutCartLine, buyer: PunchoutBuyer): string {
  if ('value' in rule) return rule.value;
  if (rule.from === 'articleNumber') return line.articleNumber;
  return buyer[rule.from] ?? '';
}

function lineFields(line: PunchoutCartLine, index: number, rules: PunchoutMappingRules, buyer: PunchoutBuyer): OciField[] {
  const item = (field: string) => `NEW_ITEM-${field}[${index}]`;
  const customFields = [...rules.customFields]
    .sort((a, b) => a.field - b.field)
    .map((rule): OciField => {
      const name = `CUST_FIELD${rule.field}` as const;
      return [item(name), ociText(customFieldValue(rule, line, buyer), OCI_MAX_LENGTH[name])];
    });
  // Every value is fitted to its OCI length (decision 031): a receiver may refuse or silently
  // cut an over-long field, and a cut made there can split a character.
  return [
    [item('DESCRIPTION'), line.descriptionEnding ? ociShortTextEndingWith(line.name, line.descriptionEnding, OCI_MAX_LENGTH.DESCRIPTION) : ociShortText(line.name, OCI_MAX_LENGTH.DESCRIPTION)],
    [item('VENDORMAT'), ociText(line.articleNumber, OCI_MAX_LENGTH.VENDORMAT)],
    [item('QUANTITY'), ociNumber(line.quantity, 3, OCI_MAX_LENGTH.QUANTITY)],
    [item('UNIT'), ociText(unitFor(line.unit, rules.unitMap), OCI_MAX_LENGTH.UNIT)],
    [item('PRICE'), ociNumber(hasPrice(line) ? line.netPrice : 0, 2, OCI_MAX_LENGTH.PRICE)],
    [item('CURRENCY'), OCI_CURRENCY],
    [item('PRICEUNIT'), OCI_PRICE_UNIT],
    [item('LEADTIME'), ociLeadTime(leadTimeDays(line))],
    [item('EXT_PRODUCT_ID'), ociText(line.ssg ?? '', OCI_MAX_LENGTH.EXT_PRODUCT_ID)],
    [item('MATGROUP'), ociText(materialGroupFor(line.breadcrumbParents, rules.materialGroup), OCI_MAX_LENGTH.MATGROUP)],
    ...customFields,
    // The long text's index sits inside the name and its brackets stay empty (OCI 4.0).
    [`NEW_ITEM-LONGTEXT_${index}:132[]`, (line.longText ?? line.name).trim()],
  ];
}

/**
 * The OCI 4.0 transfer form for a cart (spec point 3's mapping, point 9's company rules): item
 * fields indexed from 1, then the echo fields the procurement system sent at entry. Values are
 * plain text here; the form that renders them escapes them.
 */
export function buildOciFields(lines: readonly PunchoutCartLine[], rules: PunchoutMappingRules, buyer: PunchoutBuyer, echo: OciEcho = {}): OciForm {
  const items = lines.flatMap((line, position) => lineFields(line, position + 1, rules, buyer));
  const echoFields: OciField[] = [];
  if (echo.okCode !== undefined) echoFields.push(['~OkCode', echo.okCode]);
  if (echo.target !== undefined) echoFields.push(['~TARGET', echo.target]);
  if (echo.caller !== undefined) echoFields.push(['~CALLER', echo.caller]);
  return { fields: [...items, ...echoFields], priceFlags: priceFlags(lines) };
}
