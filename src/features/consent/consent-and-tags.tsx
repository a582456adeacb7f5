import 'server-only';
import { getRequestContext } from '../../lib/request';
import { t } from '../../lib/texts';
import { ConsentBanner } from './consent-banner';
import { ConsentEffects } from './consent-effects';
import { warnMissingTagManagerId } from './missing-tag-manager-id';

/**
 * Consent and the tag manager on every page (spec points 5 and 9, issue 18): the brand's
 * OneTrust or our own banner, and the tag manager container once consent allows it.
 */
export function ConsentAndTags() {
  const { brand } = getRequestContext();
  const { tagManagerId, oneTrustDomainId, waitForConsent } = brand.analytics;
  if (!tagManagerId) warnMissingTagManagerId(brand.id);
  return (
    <>
      <ConsentBanner
        oneTrustDomainId={oneTrustDomainId}
        texts={{
          region: t('consent.region'),
          title: t('consent.title'),
          intro: t('consent.intro'),
          acceptAll: t('consent.acceptAll'),
          necessaryOnly: t('consent.necessaryOnly'),
          customise: t('consent.customise'),
          save: t('consent.save'),
          groupsLegend: t('consent.groupsLegend'),
          groups: { C0001: t('consent.groups.C0001'), C0002: t('consent.groups.C0002'), C0003: t('consent.groups.C0003'), C0004: t('consent.groups.C0004') },
        }}
      />
      <ConsentEffects tagManagerId={tagManagerId} waitForConsent={waitForConsent} />
    </>
  );
}
