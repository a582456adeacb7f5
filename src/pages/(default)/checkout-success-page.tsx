import { PlaceholderPage } from '../../components/placeholder-page';

export default async function CheckoutSuccessPagePage() {
  return <PlaceholderPage routeName="checkout-success-page" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
