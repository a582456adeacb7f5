/** Where closing the app banner is remembered on this device. */
export const APP_BANNER_DISMISSED_KEY = 'app-banner-dismissed';

/** Our own constant script: hides every app banner when it was closed on this device. */
const HIDE_DISMISSED = `try{if(localStorage.getItem('${APP_BANNER_DISMISSED_KEY}')==='1')document.querySelectorAll('[data-app-banner]').forEach(function(el){el.hidden=true})}catch(e){}`;

/**
 * Placed right after <AppBanner />: runs as soon as the banner is parsed, before the first paint
 * of a full page load, so a banner closed earlier never shows and never moves the page (issue 13).
 * The island takes over after hydration. The layout passes this answer's CSP nonce: the banner's
 * client island imports this module too, so it must stay free of server imports.
 */
export function HideDismissedAppBanner({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED }} />;
}
