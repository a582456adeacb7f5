// One drawing per product family, in a 400×400 box with the object around its middle: flat
// shapes with an edge colour and one highlight, the style of a wholesaler's catalogue cut-outs.
// Each function takes the finish's paint ({ body, edge, light, stripe }) and returns SVG elements.
const steel = { body: '#aeb6bd', edge: '#6b747c', light: '#e3e7ea' };
const dark = { body: '#33373c', edge: '#1c1e21', light: '#5b6168' };
const yellow = { body: '#f2b705', edge: '#9c7400', light: '#ffd95a' };

const ring = (cx, cy, r, p, w = 16) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.edge}" stroke-width="${w + 4}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.body}" stroke-width="${w}"/>`;

function coil(p) {
  // Three wide turns rather than many thin ones: fewer edges keep the card-size image small.
  const turns = `<circle cx="200" cy="200" r="112" fill="none" stroke="${p.edge}" stroke-width="84"/>${[146, 114, 82].map((r) => `<circle cx="200" cy="200" r="${r}" fill="none" stroke="${p.body}" stroke-width="26"/>`).join('')}`;
  const stripe = p.stripe ? [146, 114, 82].map((r) => `<circle cx="200" cy="200" r="${r}" fill="none" stroke="${p.stripe}" stroke-width="8" stroke-dasharray="40 40"/>`).join('') : '';
  return `${turns}${stripe}<circle cx="200" cy="200" r="60" fill="#f5f6f7"/><path d="M340 190 q40 10 40 60 t-20 80" fill="none" stroke="${p.edge}" stroke-width="19"/><path d="M340 190 q40 10 40 60 t-20 80" fill="none" stroke="${p.body}" stroke-width="15"/>
<path d="M120 95 a150 150 0 0 1 150 -20" fill="none" stroke="${p.light}" stroke-width="6"/><rect x="168" y="168" width="64" height="64" rx="6" fill="#fff" stroke="#c9cdd1"/><path d="M180 190h40M180 202h30M180 214h36" stroke="#9aa0a6" stroke-width="4"/>`;
}

function drum(p) {
  return `<ellipse cx="200" cy="200" rx="170" ry="170" fill="#a77b4f" stroke="#6d4c2c" stroke-width="6"/><circle cx="200" cy="200" r="128" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/>
${[120, 106, 92].map((r) => `<circle cx="200" cy="200" r="${r}" fill="none" stroke="${p.edge}" stroke-width="3" opacity=".6"/>`).join('')}<circle cx="200" cy="200" r="62" fill="#c49a6c" stroke="#6d4c2c" stroke-width="6"/><circle cx="200" cy="200" r="18" fill="#5a3e24"/>
${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${200 + 150 * Math.cos((a * Math.PI) / 180)}" cy="${200 + 150 * Math.sin((a * Math.PI) / 180)}" r="7" fill="#6d4c2c"/>`).join('')}<path d="M70 120 a150 150 0 0 1 80 -70" fill="none" stroke="#d9b68d" stroke-width="6"/>`;
}

function screw(p) {
  const threads = Array.from({ length: 11 }, (_, i) => `<path d="M176 ${120 + i * 20} l48 -10" stroke="${p.edge}" stroke-width="5"/>`).join('');
  return `<path d="M130 70 h140 a10 10 0 0 1 0 20 l-40 22 h-60 l-40 -22 a10 10 0 0 1 0 -20z" fill="${p.body}" stroke="${p.edge}" stroke-width="5"/><path d="M185 72 h30 M200 62 v22" stroke="${p.edge}" stroke-width="8"/>
<path d="M176 112 h48 v210 l-24 48 l-24 -48z" fill="${p.body}" stroke="${p.edge}" stroke-width="5"/>${threads}<path d="M184 120 v190" stroke="${p.light}" stroke-width="6" opacity=".9"/>`;
}

function bolt(p) {
  const threads = Array.from({ length: 9 }, (_, i) => `<path d="M174 ${170 + i * 20} l52 -8" stroke="${p.edge}" stroke-width="5"/>`).join('');
  return `<path d="M130 60 h140 l20 30 v40 h-180 v-40z" fill="${p.body}" stroke="${p.edge}" stroke-width="5"/><path d="M175 60 v70 M225 60 v70" stroke="${p.edge}" stroke-width="4"/><path d="M140 70 h20" stroke="${p.light}" stroke-width="6"/>
<rect x="174" y="130" width="52" height="220" fill="${p.body}" stroke="${p.edge}" stroke-width="5"/>${threads}<path d="M184 140 v200" stroke="${p.light}" stroke-width="6"/>`;
}

function nut(p) {
  return `<path d="M200 70 l112 65 v130 l-112 65 l-112 -65 v-130z" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/><path d="M200 70 v0 M88 135 l112 65 l112 -65 M200 200 v130" stroke="${p.edge}" stroke-width="3" opacity=".5"/>
<circle cx="200" cy="200" r="62" fill="#f5f6f7" stroke="${p.edge}" stroke-width="6"/><circle cx="200" cy="200" r="50" fill="none" stroke="${p.edge}" stroke-width="3" stroke-dasharray="8 6"/><path d="M110 150 l70 -40" stroke="${p.light}" stroke-width="8"/>`;
}

function anchor(p) {
  const grey = p.body === '#9aa3ab' ? { body: '#d9dde0', edge: '#8b949b', light: '#fff' } : p;
  return `<path d="M150 70 h100 v30 l-10 10 v200 l-40 50 l-40 -50 v-200 l-10 -10z" fill="${grey.body}" stroke="${grey.edge}" stroke-width="5"/>
${Array.from({ length: 6 }, (_, i) => `<path d="M160 ${130 + i * 30} l-18 14 M240 ${130 + i * 30} l18 14" stroke="${grey.edge}" stroke-width="6"/>`).join('')}<path d="M200 110 v230" stroke="${grey.edge}" stroke-width="4"/><path d="M170 90 v190" stroke="${grey.light}" stroke-width="8"/>`;
}

function nail(p) {
  return [0, 1, 2].map((i) => `<g transform="rotate(${-18 + i * 18} 200 200) translate(${-50 + i * 50} 0)"><rect x="170" y="60" width="60" height="14" rx="4" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/><path d="M192 74 h16 v250 l-8 30 l-8 -30z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/><path d="M196 80 v230" stroke="${p.light}" stroke-width="3"/></g>`).join('');
}

function bracket(p) {
  const holes = [[130, 150], [130, 230], [250, 300], [170, 300]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#f5f6f7" stroke="${p.edge}" stroke-width="3"/>`).join('');
  return `<path d="M100 80 h60 v200 h200 v60 h-260z" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/><path d="M160 280 l-60 60" stroke="${p.edge}" stroke-width="4"/><path d="M112 92 v230" stroke="${p.light}" stroke-width="8"/>${holes}`;
}

function pipe(p) {
  return `<g transform="rotate(-20 200 200)"><rect x="40" y="150" width="320" height="100" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/><rect x="40" y="165" width="320" height="16" fill="${p.light}" opacity=".8"/>
<ellipse cx="360" cy="200" rx="24" ry="50" fill="${p.edge}"/><ellipse cx="360" cy="200" rx="14" ry="36" fill="#2b2b2b" opacity=".6"/><ellipse cx="40" cy="200" rx="24" ry="50" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/>
${p.stripe ? `<rect x="40" y="225" width="320" height="10" fill="${p.stripe}"/>` : ''}<path d="M90 232 h160" stroke="${p.edge}" stroke-width="4" stroke-dasharray="14 8" opacity=".6"/></g>`;
}

function fitting(p) {
  return `<path d="M80 150 h130 a90 90 0 0 1 90 90 v120 h-100 v-110 a10 10 0 0 0 -10 -10 h-110z" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/>
<rect x="60" y="140" width="40" height="120" rx="6" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/><rect x="190" y="340" width="120" height="40" rx="6" fill="${p.body}" stroke="${p.edge}" stroke-width="6"/><path d="M110 168 h100 a70 70 0 0 1 70 70" fill="none" stroke="${p.light}" stroke-width="10"/>`;
}

function valve(p) {
  const body = p.body === '#9aa3ab' ? { body: '#c9a443', edge: '#7f6420', light: '#f0d98a' } : p;
  return `<rect x="50" y="200" width="300" height="80" rx="10" fill="${body.body}" stroke="${body.edge}" stroke-width="6"/><path d="M50 200 h40 v80 h-40 M310 200 h40 v80 h-40" fill="${body.edge}" opacity=".4"/>
<circle cx="200" cy="240" r="70" fill="${body.body}" stroke="${body.edge}" stroke-width="6"/><rect x="185" y="130" width="30" height="60" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/><rect x="110" y="100" width="200" height="40" rx="14" fill="#c4302b" stroke="#7d1d1a" stroke-width="5"/><path d="M140 218 a70 70 0 0 1 60 -45" fill="none" stroke="${body.light}" stroke-width="10"/>`;
}

function tap(p) {
  const chrome = p.body === '#9aa3ab' ? steel : p;
  return `<rect x="110" y="320" width="180" height="30" rx="8" fill="${chrome.edge}"/><path d="M160 320 v-140 a40 40 0 0 1 80 0 v140z" fill="${chrome.body}" stroke="${chrome.edge}" stroke-width="6"/>
<path d="M220 200 h90 a20 20 0 0 1 20 20 v30 h-30 v-20 h-80z" fill="${chrome.body}" stroke="${chrome.edge}" stroke-width="6"/><path d="M170 140 l100 -60" stroke="${chrome.edge}" stroke-width="26" stroke-linecap="round"/><path d="M170 140 l100 -60" stroke="${chrome.body}" stroke-width="18" stroke-linecap="round"/><path d="M176 190 v120" stroke="${chrome.light}" stroke-width="10"/>`;
}

function sanitary() {
  return `<path d="M90 150 h220 a10 10 0 0 1 10 10 c0 90 -60 130 -120 130 s-120 -40 -120 -130 a10 10 0 0 1 10 -10z" fill="#fbfbfa" stroke="#9aa3ab" stroke-width="6"/><ellipse cx="200" cy="170" rx="95" ry="18" fill="#e6e9eb"/>
<rect x="150" y="280" width="100" height="80" fill="#fbfbfa" stroke="#9aa3ab" stroke-width="6"/><path d="M200 110 v40" stroke="#aeb6bd" stroke-width="16"/><circle cx="200" cy="182" r="8" fill="#8d949b"/>`;
}

function radiator(p) {
  const paint = p.body === '#9aa3ab' ? { body: '#f4f4f1', edge: '#a0a7ad', light: '#fff' } : p;
  return `<rect x="50" y="110" width="300" height="190" rx="8" fill="${paint.body}" stroke="${paint.edge}" stroke-width="6"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${72 + i * 20} 125 v160" stroke="${paint.edge}" stroke-width="4" opacity=".6"/>`).join('')}
<rect x="330" y="90" width="22" height="34" rx="4" fill="${steel.body}" stroke="${steel.edge}" stroke-width="4"/><path d="M90 300 v40 M310 300 v40" stroke="${steel.edge}" stroke-width="10"/>`;
}

function sprinkler(p) {
  const brass = { body: '#c9a443', edge: '#7f6420', light: '#f0d98a' };
  return `<rect x="170" y="60" width="60" height="70" fill="${brass.body}" stroke="${brass.edge}" stroke-width="5"/>${[0, 1, 2, 3].map((i) => `<path d="M170 ${72 + i * 14} h60" stroke="${brass.edge}" stroke-width="3"/>`).join('')}
<path d="M150 130 h100 l-10 30 h-80z" fill="${brass.body}" stroke="${brass.edge}" stroke-width="5"/><path d="M165 160 l-10 130 M235 160 l10 130" stroke="${brass.edge}" stroke-width="12"/><path d="M165 160 l-10 130 M235 160 l10 130" stroke="${brass.body}" stroke-width="7"/>
<rect x="190" y="165" width="20" height="90" rx="10" fill="#d83a34" stroke="#8a1f1b" stroke-width="4"/><rect x="194" y="175" width="6" height="60" rx="3" fill="#ff8a80"/><path d="M110 290 h180 l-20 26 h-140z" fill="${p.body === '#9aa3ab' ? brass.body : p.body}" stroke="${brass.edge}" stroke-width="5"/>
${[0, 1, 2, 3, 4].map((i) => `<path d="M${135 + i * 32} 296 v14" stroke="${brass.edge}" stroke-width="4"/>`).join('')}`;
}

function powertool(p) {
  const brand = p.body === '#9aa3ab' ? yellow : p;
  return `<path d="M80 120 h170 a40 40 0 0 1 40 40 v20 a40 40 0 0 1 -40 40 h-90 l-20 120 h-70 l10 -120 a40 40 0 0 1 -40 -40 v-20 a40 40 0 0 1 40 -40z" fill="${brand.body}" stroke="${brand.edge}" stroke-width="6"/>
<rect x="290" y="150" width="50" height="40" fill="${dark.body}" stroke="${dark.edge}" stroke-width="5"/><path d="M340 170 h50" stroke="${steel.edge}" stroke-width="12"/><path d="M340 170 h50" stroke="${steel.body}" stroke-width="6"/>
<rect x="60" y="330" width="130" height="50" rx="8" fill="${dark.body}" stroke="${dark.edge}" stroke-width="5"/><path d="M150 230 l-12 80" stroke="${dark.body}" stroke-width="26"/><path d="M100 135 h140" stroke="${brand.light}" stroke-width="10"/><rect x="176" y="236" width="18" height="30" rx="4" fill="${dark.body}"/>`;
}

function saw(p) {
  const brand = p.body === '#9aa3ab' ? yellow : p;
  return `<circle cx="200" cy="230" r="120" fill="${steel.body}" stroke="${steel.edge}" stroke-width="6"/>${Array.from({ length: 24 }, (_, i) => { const a = (i * 15 * Math.PI) / 180; return `<path d="M${200 + 120 * Math.cos(a)} ${230 + 120 * Math.sin(a)} l${12 * Math.cos(a + 1)} ${12 * Math.sin(a + 1)}" stroke="${steel.edge}" stroke-width="5"/>`; }).join('')}
<path d="M70 230 a130 130 0 0 1 260 0z" fill="${brand.body}" stroke="${brand.edge}" stroke-width="6"/><path d="M150 110 h120 a30 30 0 0 1 30 30 v30 h-180 v-30 a30 30 0 0 1 30 -30z" fill="${dark.body}" stroke="${dark.edge}" stroke-width="5"/><circle cx="200" cy="230" r="16" fill="${dark.body}"/><path d="M100 200 a110 110 0 0 1 80 -70" stroke="${brand.light}" stroke-width="10" fill="none"/>`;
}

function handtool(p) {
  const grip = p.body === '#9aa3ab' ? { body: '#d62f2a', edge: '#861c18', light: '#ff7d78' } : p;
  return `<path d="M200 200 l-100 170" stroke="${grip.edge}" stroke-width="38" stroke-linecap="round"/><path d="M200 200 l-100 170" stroke="${grip.body}" stroke-width="30" stroke-linecap="round"/>
<path d="M200 200 l100 170" stroke="${dark.edge}" stroke-width="38" stroke-linecap="round"/><path d="M200 200 l100 170" stroke="${grip.body}" stroke-width="30" stroke-linecap="round"/>
<path d="M200 200 l-40 -140 l30 0 z M200 200 l40 -140 l-30 0z" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/><circle cx="200" cy="200" r="20" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/><path d="M120 330 l60 -100" stroke="${grip.light}" stroke-width="6"/>`;
}

function measure() {
  return `<g transform="rotate(-15 200 200)"><rect x="40" y="160" width="320" height="80" rx="8" fill="#f2b705" stroke="#9c7400" stroke-width="6"/>${Array.from({ length: 31 }, (_, i) => `<path d="M${50 + i * 10} 160 v${i % 5 === 0 ? 26 : 14}" stroke="#222" stroke-width="3"/>`).join('')}
<rect x="150" y="190" width="100" height="30" rx="15" fill="#dff3c8" stroke="#5b8f2a" stroke-width="4"/><circle cx="200" cy="205" r="8" fill="#9ad34f"/></g>`;
}

function bit(p) {
  const tip = p.body === '#9aa3ab' ? steel : p;
  return [0, 1, 2].map((i) => `<g transform="translate(${-90 + i * 90} ${i * 20})"><rect x="185" y="60" width="30" height="90" fill="${steel.body}" stroke="${steel.edge}" stroke-width="4"/><path d="M185 150 h30 v170 l-15 30 l-15 -30z" fill="${tip.body}" stroke="${tip.edge}" stroke-width="4"/>${Array.from({ length: 7 }, (_, k) => `<path d="M185 ${160 + k * 22} l30 14" stroke="${tip.edge}" stroke-width="4"/>`).join('')}</g>`).join('');
}

function disc(p) {
  const face = p.body === '#9aa3ab' ? { body: '#3a5fa8', edge: '#1e3566', light: '#7ea0e0' } : p;
  return `<circle cx="200" cy="200" r="160" fill="${face.body}" stroke="${face.edge}" stroke-width="6"/><circle cx="200" cy="200" r="110" fill="none" stroke="${face.light}" stroke-width="4"/><circle cx="200" cy="200" r="40" fill="#e6e9eb" stroke="${face.edge}" stroke-width="5"/><circle cx="200" cy="200" r="16" fill="#f5f6f7"/>
<path d="M120 120 a110 110 0 0 1 60 -30" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/><rect x="140" y="250" width="120" height="26" rx="4" fill="#fff" opacity=".85"/>`;
}

function luminaire(p) {
  const rim = p.body === '#9aa3ab' ? { body: '#f4f4f1', edge: '#a0a7ad', light: '#fff' } : p;
  return `<ellipse cx="200" cy="170" rx="150" ry="56" fill="${rim.body}" stroke="${rim.edge}" stroke-width="6"/><ellipse cx="200" cy="176" rx="112" ry="38" fill="#fff8d6" stroke="${rim.edge}" stroke-width="4"/>
<ellipse cx="200" cy="176" rx="70" ry="22" fill="#fffbe9"/><path d="M110 210 l-40 150 h260 l-40 -150" fill="#fff3b0" opacity=".35"/><path d="M80 160 a150 56 0 0 1 80 -40" stroke="${rim.light}" stroke-width="8" fill="none"/>`;
}

function bulb() {
  return `<circle cx="200" cy="150" r="100" fill="#fff6cf" stroke="#b9a862" stroke-width="6"/><path d="M150 230 h100 v30 h-100z" fill="#fbfbfa" stroke="#9aa3ab" stroke-width="5"/>
<rect x="160" y="260" width="80" height="70" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/>${[0, 1, 2].map((i) => `<path d="M160 ${276 + i * 18} l80 -8" stroke="${steel.edge}" stroke-width="4"/>`).join('')}<path d="M185 330 h30 l-15 22z" fill="${dark.body}"/><path d="M140 100 a70 70 0 0 1 50 -40" stroke="#fff" stroke-width="12" fill="none"/>`;
}

function breaker() {
  return `<rect x="130" y="60" width="140" height="290" rx="10" fill="#f4f4f1" stroke="#9aa3ab" stroke-width="6"/><rect x="130" y="180" width="140" height="30" fill="#e1e4e6"/>
<rect x="175" y="120" width="50" height="70" rx="6" fill="#2b2d30"/><rect x="183" y="128" width="34" height="26" rx="4" fill="#3f9b3a"/><rect x="160" y="240" width="80" height="36" rx="4" fill="#fff" stroke="#c9cdd1"/><path d="M170 252 h60 M170 264 h40" stroke="#2360b5" stroke-width="5"/><path d="M150 80 h100 M150 330 h100" stroke="#c9cdd1" stroke-width="6"/>`;
}

function panel() {
  return `<rect x="70" y="60" width="260" height="300" rx="12" fill="#f4f4f1" stroke="#9aa3ab" stroke-width="6"/><rect x="95" y="100" width="210" height="220" rx="6" fill="#dfe3e6"/>
${[0, 1].map((row) => Array.from({ length: 8 }, (_, i) => `<rect x="${103 + i * 25}" y="${120 + row * 100}" width="20" height="70" rx="3" fill="#fff" stroke="#9aa3ab" stroke-width="2"/><rect x="${108 + i * 25}" y="${140 + row * 100}" width="10" height="16" fill="${i % 3 === 0 ? '#3f9b3a' : '#2b2d30'}"/>`).join('')).join('')}`;
}

function socket(p) {
  const face = p.body === '#9aa3ab' ? { body: '#f4f4f1', edge: '#a0a7ad', light: '#fff' } : p;
  return `<rect x="80" y="80" width="240" height="240" rx="26" fill="${face.body}" stroke="${face.edge}" stroke-width="6"/><circle cx="200" cy="200" r="80" fill="${face.light}" stroke="${face.edge}" stroke-width="5"/>
<circle cx="170" cy="200" r="12" fill="#2b2d30"/><circle cx="230" cy="200" r="12" fill="#2b2d30"/><rect x="190" y="122" width="20" height="14" rx="3" fill="${steel.body}"/><rect x="190" y="264" width="20" height="14" rx="3" fill="${steel.body}"/>`;
}

function switchKind(p) {
  const face = p.body === '#9aa3ab' ? { body: '#f4f4f1', edge: '#a0a7ad', light: '#fff' } : p;
  return `<rect x="80" y="80" width="240" height="240" rx="26" fill="${face.body}" stroke="${face.edge}" stroke-width="6"/><rect x="120" y="120" width="160" height="160" rx="14" fill="${face.light}" stroke="${face.edge}" stroke-width="5"/>
<path d="M120 200 h160" stroke="${face.edge}" stroke-width="3"/><rect x="190" y="140" width="20" height="8" rx="3" fill="${face.edge}"/>`;
}

function box(p) {
  const face = p.body === '#9aa3ab' ? { body: '#dfe2e4', edge: '#8b949b', light: '#f6f7f8' } : p;
  return `<path d="M90 140 l110 -60 l110 60 v140 l-110 60 l-110 -60z" fill="${face.body}" stroke="${face.edge}" stroke-width="6"/><path d="M90 140 l110 60 l110 -60 M200 200 v140" stroke="${face.edge}" stroke-width="5" fill="none"/>
<path d="M90 140 l110 60 v140 l-110 -60z" fill="${face.edge}" opacity=".18"/>${[0, 1, 2].map((i) => `<circle cx="${140 + i * 30}" cy="${250 + i * 16}" r="10" fill="${face.light}" stroke="${face.edge}" stroke-width="3"/>`).join('')}<path d="M120 125 l80 -44" stroke="${face.light}" stroke-width="8"/>`;
}

function well(p) {
  const plastic = p.body === '#9aa3ab' ? { body: '#e07b2a', edge: '#8f4a12', light: '#ffb77a' } : p;
  return `<rect x="110" y="120" width="180" height="230" fill="${plastic.body}" stroke="${plastic.edge}" stroke-width="6"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M110 ${150 + i * 40} h180" stroke="${plastic.edge}" stroke-width="5" opacity=".6"/>`).join('')}
<ellipse cx="200" cy="120" rx="90" ry="26" fill="${dark.body}" stroke="${dark.edge}" stroke-width="6"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${140 + i * 20} 104 v32" stroke="${dark.light}" stroke-width="4"/>`).join('')}<path d="M130 160 v160" stroke="${plastic.light}" stroke-width="10"/>`;
}

function ppe(p) {
  const colour = p.body === '#9aa3ab' ? yellow : p;
  return `<path d="M110 300 v-150 a20 20 0 0 1 40 0 v80 v-120 a20 20 0 0 1 40 0 v110 v-120 a20 20 0 0 1 40 0 v120 v-100 a20 20 0 0 1 40 0 v150 l40 -50 a20 20 0 0 1 30 25 l-60 90 a60 60 0 0 1 -50 25 h-60 a60 60 0 0 1 -60 -60z" fill="${colour.body}" stroke="${colour.edge}" stroke-width="6"/>
<rect x="120" y="330" width="170" height="30" rx="6" fill="${dark.body}"/><path d="M130 160 v120" stroke="${colour.light}" stroke-width="8"/>`;
}

function heatpump() {
  return `<rect x="50" y="90" width="300" height="230" rx="14" fill="#f4f4f1" stroke="#9aa3ab" stroke-width="6"/><circle cx="160" cy="205" r="85" fill="#dfe3e6" stroke="#9aa3ab" stroke-width="5"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M160 205 l${70 * Math.cos(i)} ${70 * Math.sin(i)}" stroke="#8d949b" stroke-width="4"/>`).join('')}<circle cx="160" cy="205" r="18" fill="#8d949b"/>${Array.from({ length: 9 }, (_, i) => `<path d="M270 ${120 + i * 20} h60" stroke="#b8bec3" stroke-width="6"/>`).join('')}<rect x="70" y="320" width="40" height="20" fill="#6b747c"/><rect x="290" y="320" width="40" height="20" fill="#6b747c"/>`;
}

function lock() {
  const brass = { body: '#c9a443', edge: '#7f6420', light: '#f0d98a' };
  return `<rect x="150" y="60" width="100" height="290" rx="14" fill="${steel.body}" stroke="${steel.edge}" stroke-width="6"/><circle cx="200" cy="150" r="34" fill="${brass.body}" stroke="${brass.edge}" stroke-width="5"/><path d="M200 136 v28" stroke="${dark.body}" stroke-width="8"/>
<path d="M200 250 h120 a16 16 0 0 1 0 32 h-120z" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/><circle cx="200" cy="266" r="26" fill="${steel.body}" stroke="${steel.edge}" stroke-width="5"/><path d="M164 80 v250" stroke="${steel.light}" stroke-width="8"/>`;
}

function packageKind(p) {
  return `<path d="M90 150 l110 -55 l110 55 v150 l-110 55 l-110 -55z" fill="#c89b62" stroke="#7d5a2f" stroke-width="6"/><path d="M90 150 l110 55 l110 -55 M200 205 v150" stroke="#7d5a2f" stroke-width="5" fill="none"/>
<path d="M145 122 l110 55 v40" stroke="#e6c89a" stroke-width="16" fill="none"/><rect x="220" y="230" width="70" height="50" fill="${p.body}" transform="skewY(-27) translate(0 120)"/>`;
}

export const SHAPES = {
  coil, drum, screw, bolt, nut, anchor, nail, bracket, pipe, fitting, valve, tap, sanitary, radiator, sprinkler, powertool, saw, handtool,
  measure, bit, disc, luminaire, bulb, breaker, panel, socket, switch: switchKind, box, well, ppe, heatpump, lock, package: packageKind,
};
