import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function ButikerIdPage({ id }: PageProps<'/butiker/[id]'>) {
  return <PlaceholderPage routeName="butiker-id" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
