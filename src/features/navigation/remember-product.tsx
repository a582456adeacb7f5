'use client';

import { useEffect } from 'react';
import { rememberProduct, type RecentlyViewedProduct } from './recently-viewed';

/** Put on a product page: adds the product to this device's recently-viewed list. Renders nothing. */
export function RememberProduct(product: RecentlyViewedProduct) {
  const { slug, name, articleNumber, image } = product;
  useEffect(() => {
    rememberProduct({ slug, name, articleNumber, image });
  }, [slug, name, articleNumber, image]);
  return null;
}
