// Puts a family drawing (product-shapes.mjs) into a finished picture: the product cut-out (view 1),
// the product in a setting (view 2), a dimension drawing (view 3) and a category tile. Masters are
// 800 px wide; the shop's image route scales them down to the width a page asks for.
import { paintOf, TOP_COLOURS } from './finish-colours.mjs';
import { SHAPES } from './product-shapes.mjs';

const svg = (width, height, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const shapeOf = (kind, finish) => (SHAPES[kind] ?? SHAPES.package)(paintOf(finish));

export function productSvg(kind, finish, view) {
  const shape = shapeOf(kind, finish);
  if (view === 2) {
    // In a setting: a wall and a work surface in soft daylight, the product resting on it.
    return svg(800, 800, `<rect width="800" height="800" fill="#d8e0e5"/><rect x="520" y="60" width="220" height="300" fill="#f3f6f8" opacity=".7"/><path d="M630 60 v300 M520 210 h220" stroke="#c9d3d9" stroke-width="8"/>
<rect y="560" width="800" height="240" fill="#b8936b"/><path d="M0 560 h800" stroke="#8a6744" stroke-width="6"/><ellipse cx="400" cy="640" rx="250" ry="34" fill="#000" opacity=".16"/>
<g transform="translate(130 120) scale(1.35)">${shape}</g>`);
  }
  if (view === 3) {
    // Dimension drawing: the outline on drawing paper with measure lines.
    return svg(800, 800, `<rect width="800" height="800" fill="#f7f9fb"/>${Array.from({ length: 20 }, (_, i) => `<path d="M${i * 40} 0 v800 M0 ${i * 40} h800" stroke="#e3e9ef" stroke-width="2"/>`).join('')}
<g transform="translate(160 140) scale(1.2)" opacity=".5">${shape}</g>
<path d="M160 700 h480 M160 680 v40 M640 680 v40 M720 140 v480 M700 140 h40 M700 620 h40" stroke="#1d4e89" stroke-width="4"/><path d="M160 700 l24 -10 v20z M640 700 l-24 -10 v20z M720 140 l-10 24 h20z M720 620 l-10 -24 h20z" fill="#1d4e89"/>
<rect x="40" y="40" width="720" height="720" fill="none" stroke="#1d4e89" stroke-width="3"/>`);
  }
  // Flat colours only (no gradients): a flat picture compresses to a few kilobytes at card size.
  return svg(800, 800, `<rect width="800" height="800" fill="#f4f6f7"/><ellipse cx="400" cy="690" rx="230" ry="26" fill="#000" opacity=".10"/><g transform="translate(40 40) scale(1.8)">${shape}</g>`);
}

export function categorySvg(topIcon, kind) {
  const colour = TOP_COLOURS[topIcon] ?? TOP_COLOURS.other;
  return svg(800, 533, `<rect width="800" height="533" fill="${colour}"/><path d="M0 533 L800 133 V533z" fill="#000" opacity=".18"/><circle cx="560" cy="266" r="250" fill="#fff" opacity=".08"/><circle cx="560" cy="266" r="205" fill="#fff"/>
<g transform="translate(395 101) scale(.82)">${shapeOf(kind, 'standard')}</g><path d="M0 470 h800 v63 h-800z" fill="#000" opacity=".12"/>
${Array.from({ length: 6 }, (_, i) => `<circle cx="${60 + i * 34}" cy="80" r="6" fill="#fff" opacity="${0.15 + i * 0.1}"/>`).join('')}`);
}
