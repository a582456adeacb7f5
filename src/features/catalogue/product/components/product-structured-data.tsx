import { Streamed } from '../../../../components/streaming/streamed';
import { getPermissions, getRequestContext } from '../../../../lib/request';
import { loadProductOffer } from '../load-product-offer';
import type { ProductPage } from '../load-product-page';
import { productJsonLd, serializeJsonLd, type JsonLdInput } from '../product-json-ld';
import { productDescription } from './product-head';
import { picturesOf } from '../variant-assets';

function JsonLdScript({ data }: { data: JsonLdInput }) {
  // serializeJsonLd escapes <, > and &, so no product text can end the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(data)) }} />;
}

async function WithOffer({ data, articleNumber }: { data: JsonLdInput; articleNumber: string }) {
  const { price, stock } = await loadProductOffer(articleNumber);
  const offer =
    price && !price.askForPrice && price.netPrice != null ? { price: price.netPrice, inStock: (stock?.locations ?? []).some((location) => location.quantity > 0) } : undefined;
  return <JsonLdScript data={{ ...data, offer }} />;
}

/**
 * Product JSON-LD. Only a buyer allowed to see prices gets an offer, and that one waits for the
 * price (streamed); everyone else gets the product facts in the shell, with no offer at all.
 */
export function ProductStructuredData({ page }: { page: ProductPage }) {
  const { brand, session } = getRequestContext();
  const { variant, origin } = page;
  const data: JsonLdInput = {
    name: variant.name,
    articleNumber: variant.articleNumber,
    ean: variant.ean,
    brand: variant.brands[0]?.name,
    description: productDescription(page, brand.name),
    url: page.url,
    images: picturesOf(variant).map((image) => new URL(image.assetUrl, origin).href),
  };
  if (!session || !getPermissions().viewPrices) return <JsonLdScript data={data} />;
  return (
    <Streamed fallback={null}>
      <WithOffer data={data} articleNumber={variant.articleNumber} />
    </Streamed>
  );
}
