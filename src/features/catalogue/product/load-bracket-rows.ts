import 'server-only';
import { cache } from 'react';
import { callAsUser } from '../../../lib/request';
import { UpstreamError } from '../../../lib/upstream';
import { getBracketPrices } from '../../../lib/upstream/commerce/get-bracket-prices';
import { getCatalogueContext } from '../catalogue-context';
import { bracketRows, type BracketRow } from './bracket-rows';
import { loadProductOffer } from './load-product-offer';

/**
 * The customer's quantity prices for one article, asked for only when the buyer may see prices
 * and the price says brackets exist; empty otherwise or when the call fails (the unit price
 * still stands on its own).
 */
export const loadBracketRows = cache(async (articleNumber: string): Promise<BracketRow[]> => {
  const context = await getCatalogueContext();
  const { customerId, permissions } = context;
  if (!permissions.viewPrices || !customerId || !context.token) return [];
  const { price } = await loadProductOffer(articleNumber);
  if (!price?.hasBracketPrices || price.askForPrice) return [];
  try {
    const answer = await callAsUser((token) => getBracketPrices(context.commerce, { articleNumber, customerId, token }));
    return bracketRows(answer.brackets, { unit: answer.unit, viewDiscounts: permissions.viewDiscounts });
  } catch (error) {
    if (error instanceof UpstreamError) return [];
    throw error;
  }
});
