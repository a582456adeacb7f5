import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHOD_IDS } from '../../../../domain/delivery/delivery-methods';
import { PageTitle } from '../../../components/page-title';
import { callAsUser, getAccount, getRequestContext, offeredCustomers } from '../../../lib/request';
import { ProfileForm } from '../../../features/account/profile-form';
import { t, type TextKey } from '../../../lib/texts';

import { getStores } from '../../../lib/upstream/location/get-stores';


// My profile: the fields a user may change about themselves (spec point 6), nothing else.
export default async function ProfilePage() {
  const [account, stores] = await Promise.all([
    getAccount(),
    callAsUser((token) => getStores(getRequestContext().services.location, token)),
  ]);
  if (!account) return null; // the route guard already sent anonymous visitors away
  const { user } = account;
  // A default the buyer could not work in is not offered (EJ_ANDRA_SORTIMENT), nor accepted.
  const contexts = offeredCustomers(account).flatMap((customer) => [
    { value: `${customer.customerId}|`, label: `${customer.customerName} – ${t('context.noProject')}` },
    ...customer.projects.map((project) => ({ value: `${customer.customerId}|${project.projectId}`, label: `${customer.customerName} – ${project.projectName}` })),
  ]);
  return (
    <section className="page page--narrow">
      <PageTitle title={t('profile.title')} />
      <h1 className="page__title">{t('profile.title')}</h1>
      <p className="page__lead">{t('profile.lead')}</p>
      <ProfileForm
        values={{
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber ?? '',
          preferredStore: user.preferredStore ?? '',
          defaultContext: `${user.defaultCustomerId ?? ''}|${user.defaultProjectId ?? ''}`,
          preferredDeliveryMethod: user.preferredDeliveryMethod ?? user.defaultDeliveryMethod ?? DEFAULT_DELIVERY_METHOD,
        }}
        stores={stores.map((store) => ({ id: store.id, name: store.name }))}
        contexts={contexts}
        deliveryMethods={DELIVERY_METHOD_IDS.map((id) => ({ id, name: t(`deliveryMethods.${id}` as TextKey) }))}
        labels={{
          email: t('profile.email'),
          firstName: t('profile.firstName'),
          lastName: t('profile.lastName'),
          mobileNumber: t('profile.mobileNumber'),
          preferredStore: t('profile.preferredStore'),
          defaultContext: t('profile.defaultCustomer'),
          preferredDeliveryMethod: t('profile.preferredDeliveryMethod'),
          save: t('profile.save'),
        }}
      />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
