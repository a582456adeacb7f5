import { unstable_notFound as notFound } from 'waku/router/server';

// Product page (catalogue issue). There is no product service yet, so no slug names a product and
// every one answers the Swedish 404 page, as an unknown product will later.
export default async function ProduktSlugPage(): Promise<never> {
  notFound();
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
