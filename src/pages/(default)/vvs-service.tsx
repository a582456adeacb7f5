import { PageTitle } from '../../components/page-title';
import { DynamicFormBlock } from '../../features/content/forms/dynamic-form-section';
import { loadDynamicForm } from '../../features/content/load-dynamic-form';
import { contentUnavailable } from '../../features/content/pages/content-unavailable';
import { loadPageData } from '../../lib/request';
import { t } from '../../lib/texts';

/** The booking form's id in Rörkraft's content space; its fields are edited there. */
const BOOKING_FORM_ID = 'vvs-service';
/** The form's choice of service doubles as the list of what the service covers. */
const SERVICE_FIELD_ID = 'tjanst';

// Rörkraft's service booking (a brand route, spec point 2): the content system's dynamic form,
// sent to POST /api/forms/vvs-service/submissions like every other form. 404 on the other brands.
export default async function VvsServicePage() {
  const loaded = await loadPageData(() => loadDynamicForm(BOOKING_FORM_ID));
  if (loaded.failed) return contentUnavailable(loaded.textKey);
  const form = loaded.data;
  const services = form.inputs.find((input) => input.id === SERVICE_FIELD_ID)?.options.filter((option) => option !== 'Annat') ?? [];
  return (
    <section className="page service-booking" data-page="vvs-service">
      <PageTitle title={t('brandPages.serviceBooking.title')} description={t('brandPages.serviceBooking.lead')} />
      <h1 className="page__title">{t('brandPages.serviceBooking.title')}</h1>
      <p className="page__lead">{t('brandPages.serviceBooking.lead')}</p>
      {services.length > 0 ? (
        <>
          <h2>{t('brandPages.serviceBooking.servicesTitle')}</h2>
          <ul>
            {services.map((service) => <li key={service}>{service}</li>)}
          </ul>
        </>
      ) : null}
      <DynamicFormBlock form={form} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
