import { t } from '../../lib/texts';

/**
 * In place of a list whose service failed (spec point 8: errors.try_again_later_or_contact is the
 * list-load failure): the sentence says itself to try again later or contact customer service,
 * so it stands alone rather than inside "Ett fel uppstod … Försök igen senare." It is part of the
 * page, not a toast: it stays until the list loads again.
 */
export function ListUnavailable() {
  return (
    <div className="service-unavailable" role="alert" data-list-unavailable="">
      <p>{t('errors.try_again_later_or_contact')}</p>
    </div>
  );
}
