import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function SortimentSlugPage({ slug }: PageProps<'/sortiment/[slug]'>) {
  return <PlaceholderPage routeName="sortiment-slug" subject={[slug].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
