/**
 * OneTrust's cookie groups, the contract the tag manager, tracking and monitoring read (spec
 * point 9): C0001 strictly necessary (always on), C0002 performance (analytics and the tag
 * manager), C0003 functional (session replay), C0004 targeting. Client-safe.
 */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** The groups a visitor can choose; C0001 cannot be declined. */
export const OPTIONAL_CONSENT_GROUPS = ['C0002', 'C0003', 'C0004'] as const satisfies readonly ConsentGroup[];

/** The shop's own banner keeps the choice here (a year), readable by the server so a decided visitor never sees the banner flash. */
export const CONSENT_COOKIE = 'consent-groups';
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where the banner's quick answers post when pressed before its scripts run (worker/routes/consent-choice.ts). */
export const CONSENT_CHOICE_PATH = '/api/consent';

/** The banner's quick answers, by the value their buttons post: every group, or the necessary one. */
export const QUICK_ANSWERS = { all: CONSENT_GROUPS, necessary: ['C0001'] } as const satisfies Record<string, readonly ConsentGroup[]>;
export type QuickAnswer = keyof typeof QUICK_ANSWERS;

/** OneTrust's event on window, fired on every page view and on every change of the choice. */
export const CONSENT_EVENT = 'OneTrustGroupsUpdated';

const isGroup = (value: string): value is ConsentGroup => (CONSENT_GROUPS as readonly string[]).includes(value);

/**
 * Groups from OneTrust's `OptanonActiveGroups` (",C0001,C0003,") or our cookie ("C0001.C0003");
 * unknown entries are dropped, C0001 is always in. Nothing to read means no choice made yet.
 */
export function parseConsentGroups(value: string | undefined | null): ConsentGroup[] | undefined {
  if (value === undefined || value === null) return undefined;
  const named = value.split(/[,.]/).map((part) => part.trim()).filter(isGroup);
  return CONSENT_GROUPS.filter((group) => group === 'C0001' || named.includes(group));
}

export const formatConsentCookie = (groups: readonly ConsentGroup[]) => groups.join('.');
export const formatActiveGroups = (groups: readonly ConsentGroup[]) => `,${groups.join(',')},`;
