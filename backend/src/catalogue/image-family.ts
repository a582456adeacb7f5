/**
 * Which stored illustration a variant or category shows. The demo catalogue has 20,000 variants
 * (200,000 at scale) but only a few hundred looks: one drawing per product family (cable coil,
 * screw, pipe, sprinkler head …), finish (the variant's colour or material) and view. The seed
 * (scripts/lib/images/) draws every key this module can answer and puts it in the object store;
 * the backend answers the same keys in variant and category image URLs. Plain TypeScript with no
 * imports, so the Node seed script loads it as it is (type stripping).
 *
 * The generation is part of every key: a changed drawing gets a new generation and so new URLs,
 * which is what lets the shop's image route cache an image for a year as immutable.
 */
export const IMAGE_GENERATION = 'g3';

export const PRODUCT_KINDS = [
  'coil', 'drum', 'screw', 'bolt', 'nut', 'anchor', 'nail', 'bracket', 'pipe', 'fitting', 'valve', 'tap', 'sanitary', 'radiator',
  'sprinkler', 'powertool', 'saw', 'handtool', 'measure', 'bit', 'disc', 'luminaire', 'bulb', 'breaker', 'panel', 'socket', 'switch',
  'box', 'well', 'ppe', 'heatpump', 'lock', 'package',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** First match wins: the leaf category's name decides the family. */
const KIND_RULES: [RegExp, ProductKind][] = [
  [/FXQJ|N1XE/, 'drum'],
  [/kabel$|ledning|Flexrör/, 'coil'],
  [/^Kabelkanal|dosa$/i, 'box'],
  [/Sexkantskruv|Insexskruv/, 'bolt'],
  [/mutter/, 'nut'],
  [/skruv/i, 'screw'],
  [/plugg|ankare/i, 'anchor'],
  [/spik(?!plåt)/i, 'nail'],
  [/beslag|Balksko|Spikplåt|Väggkonsol|Postlåda|Cykelställ/, 'bracket'],
  [/^Sprinkler (hängande|dold|stående|sidovägg)|Rosett/, 'sprinkler'],
  [/böj|muff|koppling|Grenrör|Spårkoppling/i, 'fitting'],
  [/rör|Markduk|Rörisolering/i, 'pipe'],
  [/ventil|Manometer|Flödesvakt|Golvvärmefördelare|Sprinklerskåp/i, 'valve'],
  [/blandare/, 'tap'],
  [/WC-stol|Tvättställ$/, 'sanitary'],
  [/radiator/i, 'radiator'],
  [/brunn|Betäckning|Kupolsil/i, 'well'],
  [/Cirkelsåg|Tigersåg/, 'saw'],
  [/Skruvdragare|Borrhammare|Vinkelslip|Batteri/, 'powertool'],
  [/tång|Skruvmejsel|Bitssats/i, 'handtool'],
  [/Tumstock|Vattenpass|Måttband/, 'measure'],
  [/borr/i, 'bit'],
  [/Kapskiva|Sågblad/, 'disc'],
  [/Downlight|armatur|Nödutgångsskylt/, 'luminaire'],
  [/lampa/, 'bulb'],
  [/brytare 1|brytare 3|Jordfelsbrytare|Brandvarnare/, 'breaker'],
  [/Elcentral/, 'panel'],
  [/Vägguttag/, 'socket'],
  [/Strömbrytare|Dimmer/, 'switch'],
  [/handske|Hörselskydd|glasögon/i, 'ppe'],
  [/Värmepump|Multisplit|Kompressor|Kondensvattenpump|Brandsläckare/i, 'heatpump'],
  [/Lås|Dörr/, 'lock'],
];

/** The default family of a top category (its icon), for a category name no rule knows. */
const TOP_KINDS: Record<string, ProductKind> = {
  el: 'coil', fastenings: 'screw', 'vvs-industri': 'tap', sprinkler: 'sprinkler', verktyg: 'powertool',
  'mark-va': 'pipe', fastighet: 'lock', kyla: 'heatpump',
};

export function kindOf(categoryName: string, topIcon: string): ProductKind {
  return KIND_RULES.find(([pattern]) => pattern.test(categoryName))?.[1] ?? TOP_KINDS[topIcon] ?? 'package';
}

/** Finishes the drawings know, by the Swedish words the catalogue's attributes use. */
export const FINISHES = ['standard', 'vit', 'svart', 'gra', 'brun', 'bla', 'gulgron', 'antracit', 'rostfri', 'koppar', 'orange', 'rod', 'gron', 'forzinkad', 'messing'] as const;
export type Finish = (typeof FINISHES)[number];

const FINISH_WORDS: [RegExp, Finish][] = [
  [/gulgrön/i, 'gulgron'], [/vit\b|ljusgrå/i, 'vit'], [/svart/i, 'svart'], [/antracit/i, 'antracit'], [/grå/i, 'gra'],
  [/brun/i, 'brun'], [/blå/i, 'bla'], [/rostfri|A4|A2/i, 'rostfri'], [/koppar/i, 'koppar'], [/orange|PP\b/i, 'orange'],
  [/röd/i, 'rod'], [/grön/i, 'gron'], [/förzinkad|varmförzinkad/i, 'forzinkad'], [/mässing/i, 'messing'],
];

/** The finish of a variant: its colour attribute, else words in its name. */
export function finishOf(name: string, attributes: readonly (readonly [string, string])[]): Finish {
  const colour = attributes.find(([attribute]) => attribute === 'Färg')?.[1] ?? '';
  for (const text of [colour, name]) {
    const found = FINISH_WORDS.find(([pattern]) => pattern.test(text));
    if (found) return found[1];
  }
  return 'standard';
}

export const PRODUCT_VIEWS = [1, 2, 3] as const;

/** The object-store key of a product illustration (view 1 product, 2 setting, 3 dimension drawing). */
export const productImageKey = (kind: ProductKind, finish: Finish, view: number) => `p/${IMAGE_GENERATION}/${kind}-${finish}-${view}.png`;

/** The object-store key of a category tile: the family's drawing on the top category's colour. */
export const categoryImageKey = (topIcon: string, kind: ProductKind) => `c/${IMAGE_GENERATION}/${/^[a-z-]{1,20}$/.test(topIcon) ? topIcon : 'other'}-${kind}.png`;

/** Every top icon a category tile may carry (the seed draws each with every family). */
export const TOP_ICONS = Object.keys(TOP_KINDS);

/** The URL under the shop's image route for an object-store key. */
export const imageUrl = (key: string) => `/images/${key}`;

/**
 * The object-store key of a content asset's picture (hero, banner, guide, store, contact, video
 * poster): per space and asset id, as Contentful keeps an asset's file per space.
 */
export const contentImageKey = (spaceId: string, assetId: string) =>
  `k/${IMAGE_GENERATION}/${`${spaceId}-${assetId}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-').slice(0, 80)}.png`;
