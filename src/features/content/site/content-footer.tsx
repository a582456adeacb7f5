import type { ReactNode } from 'react';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { ContentLink } from '../components/content-link';
import { RichTextView } from '../components/rich-text';
import { loadSiteContent } from '../load-content';
import { reportContentProblem } from '../report-content';
import { hoursOn } from '../stores/opening-hours';
import { stockholmNow } from '../stores/stockholm-clock';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The footer's columns from the brand's footer entry: description and customer service, the link
 * groups, the largest stores with today's hours, social links. Without a footer entry (or with the
 * content system unreachable and nothing cached) the footer's own columns stay.
 */
export async function ContentFooterColumns({ fallback }: { fallback: ReactNode }) {
  // Every page has the footer: whatever goes wrong with content, the page keeps its own columns.
  const footer = await loadSiteContent().then(
    (site) => site.footer,
    (error: unknown) => {
      reportContentProblem(error);
      return undefined;
    },
  );
  if (!footer) return <>{fallback}</>;
  const now = stockholmNow();
  return (
    <div className="site-footer__columns content-footer" data-content-footer="">
      <section className="content-footer__about">
        <RichTextView text={footer.description} />
        {footer.customerServicePhone || footer.customerServiceEmail ? (
          <>
            <h2>{t('content.footer.customerService')}</h2>
            <ul>
              {footer.customerServicePhone ? <li><a href={telHref(footer.customerServicePhone)}><ContentIcon name="phone" />{footer.customerServicePhone}</a></li> : null}
              {footer.customerServiceEmail ? <li><a href={`mailto:${footer.customerServiceEmail}`}><ContentIcon name="mail" />{footer.customerServiceEmail}</a></li> : null}
            </ul>
          </>
        ) : null}
      </section>
      {footer.linkGroups.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.url}><ContentLink href={link.url} external={link.external}>{link.title}</ContentLink></li>
            ))}
          </ul>
        </section>
      ))}
      {footer.stores.length > 0 ? (
        <section>
          <h2>{footer.storeDetailsTitle ?? t('layout.footer.stores')}</h2>
          <ul className="content-footer__stores">
            {footer.stores.slice(0, 6).map((store) => {
              const today = hoursOn(now.date, store.openingHours, []).hours;
              const hours = today?.kind === 'open' ? today.text : today?.kind === 'closed' ? t('content.store.closed') : undefined;
              return (
                <li key={store.storeId}>
                  <ContentLink href={href('butiker-id', { id: store.storeId })}>{store.name}</ContentLink>
                  {hours ? <span className="content-footer__hours">{t('content.footer.todayHours', { hours })}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {footer.socialLinks.length > 0 ? (
        <section>
          <h2>{t('content.footer.followUs')}</h2>
          <ul>
            {footer.socialLinks.map((link) => (
              <li key={link.url}><ContentLink href={link.url} external><ContentIcon name={link.icon} />{link.title}</ContentLink></li>
            ))}
          </ul>
          {footer.copyright ? <p className="content-footer__copyright">{footer.copyright}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
