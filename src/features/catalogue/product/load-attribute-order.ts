import 'server-only';
import type { Attribute, Variant } from '../../../lib/catalogue/variant';
import { UpstreamError } from '../../../lib/upstream';
import { getAttributeSequence } from '../../../lib/upstream/product/get-attribute-sequence';
import { getCatalogueContext } from '../catalogue-context';
import { orderAttributes } from './attribute-order';

/**
 * The variant's attributes in its category's sequence, disabled ones left out. A second upstream
 * call, so the page's shell does not wait for it: the table streams in (ProductAttributes).
 */
export async function loadOrderedAttributes(variant: Variant): Promise<Attribute[]> {
  const { product } = await getCatalogueContext();
  const leaf = variant.product.breadcrumb.parents.at(-1);
  // The order is a nicety: without it the attributes still show, in the order upstream sent.
  const sequence = leaf ? await getAttributeSequence(product, leaf.id).catch((error: unknown) => (error instanceof UpstreamError ? [] : Promise.reject(error))) : [];
  return orderAttributes(variant.attributes, sequence);
}
