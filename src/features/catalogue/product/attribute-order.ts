import type { Attribute } from '../../../lib/catalogue/variant';

/** An entry of the category's attribute sequence (spec point 3: sequence data). */
export interface SequenceRule {
  attributeName: string;
  sequence: number;
  disabled: boolean;
}

/**
 * The attributes in the order the category's sequence gives them, without the disabled ones
 * (SSG and the like are data for machines, not buyers). Attributes the sequence does not name
 * keep their own order after the named ones: a new attribute should show before anyone has
 * sequenced it, not vanish.
 */
export function orderAttributes(attributes: readonly Attribute[], sequence: readonly SequenceRule[]): Attribute[] {
  const rules = new Map(sequence.map((rule) => [rule.attributeName, rule]));
  const visible = attributes.filter((attribute) => rules.get(attribute.attributeName)?.disabled !== true && attribute.attributeValue.trim() !== '');
  const rank = (attribute: Attribute) => rules.get(attribute.attributeName)?.sequence ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so unsequenced attributes keep the order upstream sent.
  return [...visible].sort((a, b) => rank(a) - rank(b));
}
