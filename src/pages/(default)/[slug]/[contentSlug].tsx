import { unstable_notFound as notFound } from 'waku/router/server';

// Content pages under a listing page (content issue); none exist yet, so each answers 404.
export default async function ContentSubPage(): Promise<never> {
  notFound();
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
