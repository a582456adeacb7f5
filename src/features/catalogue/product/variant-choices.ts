import type { Attribute } from '../../../lib/catalogue/variant';

export interface SiblingVariant {
  articleNumber: string;
  name: string;
  variantSlug: string;
  discontinued: boolean;
  attributes: readonly Attribute[];
}

export interface VariantChoice {
  articleNumber: string;
  slug: string;
  /** The values that tell this variant from its siblings ("C · 32 A"), or its name. */
  label: string;
  current: boolean;
  discontinued: boolean;
}

/** Attribute names whose value is not the same on every variant, in first-seen order. */
export function distinguishingAttributes(variants: readonly SiblingVariant[]): string[] {
  const names = [...new Set(variants.flatMap((variant) => variant.attributes.map((attribute) => attribute.attributeName)))];
  const valueOf = (variant: SiblingVariant, name: string) => variant.attributes.find((attribute) => attribute.attributeName === name)?.attributeValue ?? '';
  return names.filter((name) => new Set(variants.map((variant) => valueOf(variant, name))).size > 1);
}

/**
 * The product's variants as choices, labelled by what sets them apart: a buyer picking a
 * breaker wants "B16 A" and "C16 A", not six identical product names.
 */
export function variantChoices(variants: readonly SiblingVariant[], currentArticleNumber: string): VariantChoice[] {
  const names = distinguishingAttributes(variants);
  return variants.map((variant) => {
    const values = names.flatMap((name) => variant.attributes.find((attribute) => attribute.attributeName === name)?.attributeValue ?? []);
    return {
      articleNumber: variant.articleNumber,
      slug: variant.variantSlug,
      label: values.length > 0 ? values.join(' · ') : variant.name,
      current: variant.articleNumber === currentArticleNumber,
      discontinued: variant.discontinued,
    };
  });
}
