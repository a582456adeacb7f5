import { getRequestContext } from '../lib/request';

/** The document title "<page> – <brand>", hoisted into <head> by Waku. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  const { brand } = getRequestContext();
  return (
    <>
      <title>{`${title} – ${brand.name}`}</title>
      <meta name="description" content={description ?? brand.tagline} />
    </>
  );
}
