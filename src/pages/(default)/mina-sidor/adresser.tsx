import { PageTitle } from '../../../components/page-title';
import { AddressBookSection } from '../../../features/my-page/server';
import { t } from '../../../lib/texts';

// My addresses (spec points 2, 3 and 5): the customer's address book with word search.
export default async function MinaSidorAdresserPage({ query }: { query: string }) {
  const q = new URLSearchParams(query).get('q') ?? '';
  return (
    <section className="page my-page-addresses">
      <PageTitle title={t('routes.addresses')} />
      <h1 className="page__title">{t('routes.addresses')}</h1>
      <p className="page__lead">{t('myPages.addresses.lead')}</p>
      <AddressBookSection q={q} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
