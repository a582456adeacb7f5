/**
 * The OCI entry request (GET query or POST form) read into what the shop needs. Procurement
 * systems spell field names as they like, so names match without regard to letter case, and the
 * credential aliases of spec point 3 are all accepted: logonId / USER_NAME / USERNAME / username,
 * logonPassword / PASSWORD / password, email / SENDER_ID. A username alias wins over an e-mail
 * alias (the auth service's rule, so both sides pick the same login name).
 */
export interface OciEntry {
  /** The login name: the first username alias present, else the e-mail alias. */
  logonId: string;
  password: string;
  email?: string | undefined;
  /** Raw HOOK_URL (or callback_url) as sent; validated separately (hook-url.ts). */
  hookUrl?: string | undefined;
  okCode?: string | undefined;
  target?: string | undefined;
  caller?: string | undefined;
  version?: string | undefined;
}

export type OciEntryProblem =
  | { code: 'missing_credentials' }
  | { code: 'too_many_fields' }
  | { code: 'field_too_long'; field: string }
  | { code: 'conflicting_fields'; field: string }
  | { code: 'invalid_field'; field: string };

export type OciEntryResult = { ok: true; entry: OciEntry } | { ok: false; problem: OciEntryProblem };

interface FieldSpec {
  /** Accepted names, lower case, highest priority first. */
  names: readonly string[];
  max: number;
  pattern?: RegExp;
}

const FIELDS = {
  logonId: { names: ['logonid', 'user_name', 'username'], max: 254 },
  email: { names: ['email', 'sender_id'], max: 254 },
  password: { names: ['logonpassword', 'password'], max: 200 },
  hookUrl: { names: ['hook_url', 'callback_url'], max: 1024 },
  okCode: { names: ['~okcode'], max: 16, pattern: /^[\w-]*$/ },
  // Becomes the transfer form's target: a keyword or a frame name, nothing that could break out.
  target: { names: ['~target'], max: 64, pattern: /^[\w-]*$/ },
  caller: { names: ['~caller'], max: 16, pattern: /^[\w-]*$/ },
  version: { names: ['oci_version'], max: 8, pattern: /^[\d.]*$/ },
} as const satisfies Record<string, FieldSpec>;

/** Unknown fields are ignored, but none may be absurdly long or numerous. */
const MAX_OTHER_FIELD = 2048;
const MAX_FIELDS = 100;

type FieldName = keyof typeof FIELDS;
const specByName = new Map<string, FieldName>(
  (Object.entries(FIELDS) as [FieldName, FieldSpec][]).flatMap(([key, spec]) => spec.names.map((name) => [name, key] as const)),
);

/** Reads the request's name/value pairs; any problem means no session and nothing stored. */
export function readOciEntry(pairs: Iterable<readonly [string, string]>): OciEntryResult {
  // Per accepted name (lower case): its value. The same name twice must agree.
  const values = new Map<string, string>();
  let count = 0;
  for (const [rawName, value] of pairs) {
    if (++count > MAX_FIELDS) return { ok: false, problem: { code: 'too_many_fields' } };
    const name = rawName.trim().toLowerCase();
    const key = specByName.get(name);
    const max = key ? FIELDS[key].max : MAX_OTHER_FIELD;
    if (value.length > max || rawName.length > 64) return { ok: false, problem: { code: 'field_too_long', field: rawName.slice(0, 64) } };
    if (!key) continue;
    const seen = values.get(name);
    if (seen !== undefined && seen !== value) return { ok: false, problem: { code: 'conflicting_fields', field: rawName } };
    values.set(name, value);
  }

  const pick = (key: FieldName): string | undefined => {
    const found = FIELDS[key].names.map((name) => values.get(name)).find((value) => value !== undefined && value.trim() !== '');
    return key === 'password' ? found : found?.trim();
  };
  for (const key of Object.keys(FIELDS) as FieldName[]) {
    const spec: FieldSpec = FIELDS[key];
    const value = pick(key);
    if (value !== undefined && spec.pattern && !spec.pattern.test(value)) return { ok: false, problem: { code: 'invalid_field', field: spec.names[0] ?? key } };
  }

  const email = pick('email');
  const logonId = pick('logonId') ?? email;
  const password = pick('password');
  if (logonId === undefined || password === undefined) return { ok: false, problem: { code: 'missing_credentials' } };
  return {
    ok: true,
    entry: {
      logonId,
      password,
      email,
      hookUrl: pick('hookUrl'),
      okCode: pick('okCode'),
      target: pick('target'),
      caller: pick('caller'),
      version: pick('version'),
    },
  };
}
