import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function InkopslistaPage({ id }: PageProps<'/inkopslistor/[id]'>) {
  return <PlaceholderPage routeName="inkopslista" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
