import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function AnvandareIdPage({ id }: PageProps<'/anvandare/[id]'>) {
  return <PlaceholderPage routeName="anvandare-id" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
