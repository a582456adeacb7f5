// The consent feature's public face (client-safe): OneTrust's contract for whoever waits for consent.
export { CONSENT_GROUPS, type ConsentGroup } from './consent-groups';
export { activeConsentGroups, onConsentChange, waitForConsentScript, whenGranted } from './consent-state';
export { ConsentSettingsButton } from './open-consent-settings';
