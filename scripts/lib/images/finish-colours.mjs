// The paint of each finish (backend/src/catalogue/image-family.ts): a body colour, a darker edge
// and a light highlight, so every drawing shades the same way.
const BASE = {
  standard: '#9aa3ab', vit: '#f2f2ef', svart: '#2b2d30', gra: '#8d949b', brun: '#7a4b2c', bla: '#2360b5', gulgron: '#3f9b3a',
  antracit: '#42474d', rostfri: '#c3c8cd', koppar: '#b8703a', orange: '#e07b2a', rod: '#c4302b', gron: '#3b8a4a',
  forzinkad: '#aab4bb', messing: '#c9a443',
};

const channel = (hex, i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
const mix = (hex, target, share) =>
  `#${[0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * share).toString(16).padStart(2, '0')).join('')}`;

/** { body, edge, light } for a finish; unknown finishes paint as plain steel. */
export function paintOf(finish) {
  const body = BASE[finish] ?? BASE.standard;
  return { body, edge: mix(body, 0, finish === 'svart' || finish === 'antracit' ? 0.5 : 0.35), light: mix(body, 255, 0.45), stripe: finish === 'gulgron' ? '#e8d02a' : null };
}

/** The tile colour of each top category (the category tiles' background). */
export const TOP_COLOURS = {
  fastenings: '#4f5d68', sprinkler: '#a8322d', 'vvs-industri': '#1f5f96', verktyg: '#c77c12',
  'mark-va': '#6b5638', fastighet: '#6a3d86', kyla: '#168f7b', el: '#2f4f8f', other: '#34495e',
};
