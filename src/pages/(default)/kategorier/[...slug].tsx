import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function KategorierSlugPage({ slug }: PageProps<'/kategorier/[...slug]'>) {
  return <PlaceholderPage routeName="kategorier-slug" subject={[slug].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
