import { unstable_notFound as notFound } from 'waku/router/server';

// Content and landing pages come from the content system (content issue); until it exists no slug
// names a page, so each answers the Swedish 404 page.
export default async function ContentPage(): Promise<never> {
  notFound();
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
