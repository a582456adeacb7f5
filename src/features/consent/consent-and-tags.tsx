import 'server-only';
import { BeforePaintScript } from '../../components/before-paint-script';
import { getRequestContext } from '../../lib/request';
import { t } from '../../lib/texts';
import { ConsentBanner } from './consent-banner';
import { CONSENT_COOKIE } from './consent-groups';
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
      {oneTrustDomainId ? null : <HideChosenConsentBanner />}
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

/** Our own constant script: marks the page when this browser holds a consent choice. */
const MARK_CHOSEN = `try{if(document.cookie.split('; ').some(function(c){return c.indexOf('${CONSENT_COOKIE}=')===0}))document.documentElement.setAttribute('data-consent-chosen','')}catch(e){}`;

/**
 * Runs before the banner is parsed: a visitor who chose earlier gets `data-consent-chosen` on
 * <html>, which hides the server-drawn banner (consent.css) before the first paint, so it never
 * flashes. Pages are edge-cached with the banner in them; this decides per browser. Without
 * JavaScript the banner is not shown at all: its buttons could not work, and nothing that needs
 * consent runs without scripts.
 */
function HideChosenConsentBanner() {
  return (
    <>
      <BeforePaintScript code={MARK_CHOSEN} />
      <noscript>
        <style>{'.consent-banner{display:none}'}</style>
      </noscript>
    </>
  );
}
