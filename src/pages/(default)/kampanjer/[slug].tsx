import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function KampanjerSlugPage({ slug }: PageProps<'/kampanjer/[slug]'>) {
  return <PlaceholderPage routeName="kampanjer-slug" subject={[slug].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
