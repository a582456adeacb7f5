export type UiMode = 'NORMAL' | 'APP' | 'PUNCHOUT';

export interface UiModeResult {
  mode: UiMode;
  /** The native app's version when mode is APP ("3.2.1"). */
  appVersion?: string;
}

const VERSION = /^\/(\d+(?:\.\d+){0,3})(?:[\s;(]|$)/;

/**
 * APP when the user agent starts with the brand's app prefix followed by a version number
 * ("LjusgrossenApp/3.2.1 …"); PUNCHOUT when the session was opened by a procurement system;
 * NORMAL otherwise. Punch-out outranks the app: a requisition is never opened in the app.
 */
export function detectUiMode(userAgent: string | undefined, appPrefix: string, isPunchoutSession = false): UiModeResult {
  if (isPunchoutSession) return { mode: 'PUNCHOUT' };
  if (userAgent?.startsWith(appPrefix)) {
    const version = VERSION.exec(userAgent.slice(appPrefix.length))?.[1];
    if (version) return { mode: 'APP', appVersion: version };
  }
  return { mode: 'NORMAL' };
}
