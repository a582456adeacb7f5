import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { loadSiteContent } from '../load-content';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "displayContacts": the brand's customer service phone and e-mail, from the footer entry. */
export async function CustomerServiceBox() {
  const { footer, header } = await loadSiteContent();
  const phone = footer?.customerServicePhone ?? header?.customerServicePhone;
  const email = footer?.customerServiceEmail;
  if (!phone && !email) return null;
  return (
    <aside className="customer-service-box" aria-label={t('content.page.customerService')}>
      <h2>{t('content.page.customerService')}</h2>
      {phone ? <p><ContentIcon name="phone" /><a href={telHref(phone)}>{phone}</a></p> : null}
      {email ? <p><ContentIcon name="mail" /><a href={`mailto:${email}`}>{email}</a></p> : null}
    </aside>
  );
}
