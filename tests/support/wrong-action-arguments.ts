import { SeededRandom } from './seeded-random';

/**
 * Server-function calls whose arguments decode (React's reply format) but have the wrong shape for
 * the function: numbers or objects where a form or a string list is expected, too few or too many
 * arguments, huge arrays, dates, big integers, a FormData in the wrong place. The same calls for
 * the same seed, so a failure replays exactly.
 */
export interface WrongActionCall {
  actionId: string;
  contentType: string;
  body: string;
  /** The decoded arguments as sent, for a failure message. */
  args: string;
}

/** How each server function of the shop is called correctly, by its export name. */
export type ActionShape = 'form-state' | 'form-only' | 'export' | 'list-export' | 'none';

export const ACTION_SHAPES: Record<string, ActionShape> = {
  addToCart: 'form-state',
  addToCartPosted: 'form-only',
  changeLine: 'form-state',
  quickAdd: 'form-state',
  removeLines: 'form-state',
  importCartFile: 'form-state',
  updateProfile: 'form-state',
  addAddress: 'form-state',
  saveDelivery: 'form-state',
  placeOrder: 'form-state',
  setIncluded: 'form-only',
  exportCartLines: 'export',
  loadCartSummary: 'none',
  deleteTransferredCart: 'none',
  saveAddress: 'form-state',
  deleteAddress: 'form-state',
  preselectAddress: 'form-state',
  saveUser: 'form-state',
  setUserActive: 'form-state',
  resendActivation: 'form-state',
  reorderLines: 'form-state',
  emailDocument: 'form-state',
  sendInquiry: 'form-state',
  createList: 'form-state',
  updateList: 'form-state',
  deleteList: 'form-state',
  changeListQuantity: 'form-state',
  removeListLines: 'form-state',
  addListArticle: 'form-state',
  addListToCart: 'form-state',
  saveCartAsList: 'form-state',
  requestQuoteFromCart: 'form-state',
  requestQuoteFromList: 'form-state',
  answerQuote: 'form-state',
  decideQuote: 'form-state',
  sendQuoteMessage: 'form-state',
  addConfiguredLine: 'form-state',
  priceConfiguredLine: 'form-state',
  addToList: 'form-state',
  importListFile: 'form-state',
  exportList: 'list-export',
  toggleFavourite: 'form-only',
  loadFavouritesFlyout: 'none',
  addFavouritesToCart: 'form-state',
};

/** A FormData argument: React writes "$K1" and sends the entries as multipart fields "_1_<name>". */
const FORM = '$K1';
const BOUNDARY = '----wrong-action-arguments';

/** Self-contained special values of the reply format (no reference to another part). */
const SPECIALS = ['$D2026-11-23T12:00:00.000Z', '$n123456789012345678901234567890', '$I', '$-I', '$N', '$u', '$-0', '$$x', '$', '$Z', '$undefined'];
const STRINGS = ['', 'x', '1000001', 'xlsx', 'pdf', 'idle', '<script>alert(1)</script>', 'ä'.repeat(500), 'x'.repeat(20_000)];
const NUMBERS = [0, 1, -1, 2.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
const FORM_FIELDS: [string, string][] = [
  ['articleNumber', '1000001'],
  ['quantity', '1'],
  ['lines', '1000001, 1'],
  ['cartItemId', 'x'],
  ['intent', 'none'],
  ['idempotencyKey', 'wrong-arguments-0001'],
];

function value(random: SeededRandom, depth: number, withForm: boolean): unknown {
  const kind = random.int(0, depth > 2 ? 4 : 9);
  switch (kind) {
    case 0: return random.pick(NUMBERS);
    case 1: return random.pick(STRINGS);
    case 2: return random.pick(SPECIALS);
    case 3: return random.pick([true, false, null]);
    case 4: return withForm && random.chance(0.5) ? FORM : {};
    case 5: return Array.from({ length: random.int(0, 5) }, () => value(random, depth + 1, withForm));
    case 6: return { status: value(random, depth + 1, withForm), message: value(random, depth + 1, withForm) };
    case 7: return Object.fromEntries(Array.from({ length: random.int(1, 30) }, (_, index) => [`k${index}`, value(random, depth + 1, withForm)]));
    case 8: return new Array(random.pick([1_000, 50_000, 200_000])).fill(random.pick([0, 'x', null]));
    default: return random.pick([{ status: 'idle', message: '' }, { status: 'idle' }, ['1'], [FORM], { status: 'x'.repeat(100) }]);
  }
}

/** Argument lists near the right one: the right count with one wrong member, or a wrong count. */
function nearMiss(random: SeededRandom, shape: ActionShape, withForm: boolean): unknown[] {
  const state = { status: 'idle', message: '' };
  const wrong = () => value(random, 1, withForm);
  const form = withForm ? FORM : {};
  switch (shape) {
    case 'form-state':
      return random.pick([[wrong(), form], [state, wrong()], [form, state], [state], [form], [state, form, wrong()], [1, 'x'], []]);
    case 'form-only':
      return random.pick([[wrong()], [form, wrong()], [], [state, form]]);
    case 'export':
      return random.pick([[[wrong()], 'xlsx'], [['a'], wrong()], [wrong(), 'csv'], [['a']], [['a', 'b'], 'pdf'], [new Array(5_000).fill('a'), 'xlsx']]);
    case 'list-export':
      return random.pick([['x', [wrong()], 'xlsx'], [wrong(), [], 'csv'], ['x', ['a'], 'pdf'], ['x', ['a']], [['a'], 'xlsx'], ['x', new Array(5_000).fill('a'), 'xlsx']]);
    default:
      return random.pick([[wrong()], [wrong(), wrong()], [state, form]]);
  }
}

/** True when `args` is a call the function takes (never sent: the sweep is of wrong calls only). */
export function isRightShape(shape: ActionShape, args: unknown[]): boolean {
  const isState = (candidate: unknown) => typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate) && typeof (candidate as { status?: unknown }).status === 'string';
  if (shape === 'form-state') return args.length === 2 && isState(args[0]) && args[1] === FORM;
  if (shape === 'form-only') return args.length === 1 && args[0] === FORM;
  if (shape === 'export') return args.length === 2 && Array.isArray(args[0]) && (args[1] === 'xlsx' || args[1] === 'csv');
  if (shape === 'list-export') return args.length === 3 && typeof args[0] === 'string' && Array.isArray(args[1]) && (args[2] === 'xlsx' || args[2] === 'csv');
  return args.length === 0;
}

function encode(actionId: string, args: unknown[]): WrongActionCall {
  const json = JSON.stringify(args);
  const described = json.length > 160 ? `${json.slice(0, 160)}… (${json.length} chars)` : json;
  if (!json.includes(FORM)) return { actionId, contentType: 'text/plain;charset=UTF-8', body: json, args: described };
  const parts = [['0', json] as [string, string], ...FORM_FIELDS.map(([name, field]) => [`_1_${name}`, field] as [string, string])];
  const body = parts.map(([name, field]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${field}\r\n`).join('') + `--${BOUNDARY}--\r\n`;
  return { actionId, contentType: `multipart/form-data; boundary=${BOUNDARY}`, body, args: described };
}

/** `perAction` wrongly shaped calls of every given server function, the same ones for the same seed. */
export function wrongActionCalls(options: { seed: number; perAction: number; actionIds: readonly string[] }): WrongActionCall[] {
  const random = new SeededRandom(options.seed);
  const calls: WrongActionCall[] = [];
  for (const actionId of options.actionIds) {
    const shape = ACTION_SHAPES[actionId.split('#')[1] ?? ''];
    if (!shape) throw new Error(`no known shape for server function ${actionId}: add it to ACTION_SHAPES`);
    for (let made = 0; made < options.perAction; ) {
      const withForm = random.chance(0.5);
      const args = random.chance(0.5) ? nearMiss(random, shape, withForm) : Array.from({ length: random.int(0, 4) }, () => value(random, 0, withForm));
      if (isRightShape(shape, args)) continue;
      calls.push(encode(actionId, args));
      made++;
    }
  }
  return calls;
}
