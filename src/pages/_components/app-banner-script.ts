/** Where closing the app banner is remembered on this device. */
export const APP_BANNER_DISMISSED_KEY = 'app-banner-dismissed';

/**
 * Hides every app banner closed earlier on this device. The layout runs it right after
 * <AppBanner /> (BeforePaintScript), before the first paint of a full page load, so a closed
 * banner never shows and never moves the page (issue 13); the island takes over after hydration.
 * The banner's client island imports this module too, so it stays free of server imports.
 */
export const HIDE_DISMISSED_APP_BANNER = `try{if(localStorage.getItem('${APP_BANNER_DISMISSED_KEY}')==='1')document.querySelectorAll('[data-app-banner]').forEach(function(el){el.hidden=true})}catch(e){}`;
