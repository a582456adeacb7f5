import { PlaceholderPage } from '../../components/placeholder-page';

export default async function CartPage() {
  return <PlaceholderPage routeName="cart" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
