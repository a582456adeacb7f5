// VVS & Industri and Sprinkler: pipes and fittings, sanitary ware, heating, valves, sprinklers.
import { branch, leaf, top } from './tree-dsl.mjs';

export const plumbing = top('vvs-industri', 'VVS & Industri', 'vvs-industri', ['Uponor', 'Gustavsberg', 'FM Mattsson', 'Oras', 'Tece', 'Geberit', 'Mora Armatur', 'Purus'], [
  branch('Rör & rördelar', [
    branch('PEX-rör', [
      leaf('PEX-rör', 'M', 'PEX-rör {dim} mm', { dim: '12x1,7|15x2,5|16x2,2|18x2,5|20x2,8|22x3,0|25x3,5|28x4,0' }, { Dimension: '{dim} mm', Material: 'PEX' }, { price: [12, 79] }),
      leaf('Rör-i-rör', 'RLE', 'Rör-i-rörsystem PEX {dim} mm {langd} m', { dim: '15x2,5|16x2,2|18x2,5|22x3,0', langd: '25|50|100' }, { Dimension: '{dim} mm', Längd: '{langd} m', Skyddsrör: 'Röd/blå' }, { price: [590, 4900], per: 'langd', perUnit: 'M' }),
      leaf('Klämringskoppling', 'ST', 'Klämringskoppling {typ} {d} mm', { typ: 'Rak|Vinkel|T-rör|Reducering', d: '12|15|16|18|22|28' }, { Typ: '{typ}', Dimension: '{d} mm', Material: 'Avzinkningshärdig mässing' }, { price: [39, 289] }),
    ]),
    branch('Kopparrör', [
      leaf('Kopparrör', 'ST', 'Kopparrör {d}x{t} mm {langd} m', { d: '10|12|15|18|22|28|35', t: '0,8|1,0|1,2', langd: '3|5' }, { Diameter: '{d} mm', Godstjocklek: '{t} mm', Längd: '{langd} m' }, { price: [149, 1490], alloy: 0.22 }),
      branch('Pressrördelar', [
        leaf('Pressböj koppar', 'ST', 'Pressböj koppar {v}° {d} mm', { v: '45|90', d: '12|15|18|22|28|35|42' }, { Vinkel: '{v}°', Dimension: '{d} mm' }, { price: [29, 249], alloy: 0.1 }),
        leaf('Presskoppling koppar', 'ST', 'Presskoppling koppar {d} mm', { d: '12|15|18|22|28|35|42|54' }, { Dimension: '{d} mm' }, { price: [19, 219], alloy: 0.1 }),
      ]),
    ]),
  ], 'ror-rordelar'),
  branch('Sanitet', [
    branch('Blandare', [
      leaf('Tvättställsblandare', 'ST', 'Tvättställsblandare {brand} {serie} {finish}', { serie: 'Nordic|Inxx|Safira|Tronic|Electra', finish: 'Krom|Svart matt|Borstat stål' }, { Serie: '{serie}', Ytfinish: '{finish}' }, { price: [1290, 5900] }),
      leaf('Köksblandare', 'ST', 'Köksblandare {brand} {serie} {finish} {typ}', { serie: 'Nordic|Inxx|Safira|Tronic', finish: 'Krom|Svart matt|Borstat stål', typ: 'hög pip|låg pip|diskmaskinsavstängning' }, { Serie: '{serie}', Ytfinish: '{finish}', Utförande: '{typ}' }, { price: [1490, 7900] }),
      leaf('Duschblandare', 'ST', 'Duschblandare {brand} {serie} termostat {cc} mm', { serie: 'Nordic|Inxx|Safira|Tronic', cc: '150|160' }, { Serie: '{serie}', 'C/C-mått': '{cc} mm' }, { price: [1690, 6900] }),
    ]),
    branch('WC & porslin', [
      leaf('WC-stol', 'ST', 'WC-stol {brand} {serie} {typ}', { serie: 'Nautic|Estetic|Artic|Logic', typ: 'vägghängd|golvstående|dold S-lås' }, { Serie: '{serie}', Montage: '{typ}' }, { price: [2490, 9900], constraints: ['mustBeInStockedAt'] }),
      leaf('Tvättställ', 'ST', 'Tvättställ {brand} {serie} {b} mm', { serie: 'Nautic|Estetic|Artic|Logic', b: '450|550|600|700' }, { Serie: '{serie}', Bredd: '{b} mm' }, { price: [890, 4900] }),
    ], 'wc-porslin'),
  ]),
  branch('Värme', [
    branch('Radiatorer', [
      leaf('Panelradiator', 'ST', 'Radiator {typ} {h}x{l} mm', { typ: 'C11|C21|C22|C33', h: '300|450|600|900', l: '400|600|800|1000|1200|1600' }, { Typ: '{typ}', Höjd: '{h} mm', Längd: '{l} mm' }, { price: [990, 6900], constraints: ['mustBeInStockedAt'], facets: ['Typ', 'Höjd'] }),
    ]),
    branch('Golvvärme', [
      leaf('Golvvärmerör', 'RLE', 'Golvvärmerör PE-RT {d} mm {langd} m', { d: '16x2,0|17x2,0|20x2,0', langd: '120|240|500' }, { Dimension: '{d} mm', Längd: '{langd} m' }, { price: [690, 3900], per: 'langd', perUnit: 'M' }),
      leaf('Golvvärmefördelare', 'ST', 'Fördelare golvvärme {n} kretsar', { n: '2|3|4|5|6|8|10|12' }, { Kretsar: '{n}' }, { price: [1490, 6900] }),
    ]),
  ]),
  branch('Ventiler & mätare', [
    branch('Kulventiler', [
      leaf('Kulventil', 'ST', 'Kulventil {anslut} DN{dn}', { anslut: 'invändig gänga|utvändig gänga|klämring|press', dn: '15|20|25|32|40|50' }, { Anslutning: '{anslut}', Dimension: 'DN{dn}' }, { price: [89, 1490] }),
      leaf('Backventil', 'ST', 'Backventil {typ} DN{dn}', { typ: 'fjäderbelastad|klaff', dn: '15|20|25|32|40|50' }, { Typ: '{typ}', Dimension: 'DN{dn}' }, { price: [99, 1290] }),
    ]),
    branch('Mätare', [
      leaf('Manometer', 'ST', 'Manometer {d} mm 0–{bar} bar', { d: '50|63|100', bar: '4|6|10|16|25' }, { Diameter: '{d} mm', Mätområde: '0–{bar} bar' }, { price: [129, 690] }),
    ]),
  ], 'ventiler-matare'),
]);

export const sprinkler = top('sprinkler', 'Sprinkler', 'sprinkler', ['Viking', 'Tyco', 'Victaulic', 'Reliable', 'Globe'], [
  branch('Sprinklerhuvuden', [
    branch('Hängande sprinkler', [
      leaf('Sprinkler hängande', 'ST', 'Sprinkler hängande K{k} {temp} °C {finish}', { k: '57|80|115', temp: '57|68|79|93', finish: 'mässing|vit|krom' }, { 'K-faktor': 'K{k}', Utlösningstemperatur: '{temp} °C', Ytfinish: '{finish}' }, { price: [69, 349] }),
      leaf('Sprinkler dold', 'ST', 'Sprinkler dold K{k} {temp} °C {finish}', { k: '57|80', temp: '57|68|74', finish: 'vit|krom' }, { 'K-faktor': 'K{k}', Utlösningstemperatur: '{temp} °C', Ytfinish: '{finish}' }, { price: [189, 590] }),
    ]),
    branch('Stående sprinkler', [
      leaf('Sprinkler stående', 'ST', 'Sprinkler stående K{k} {temp} °C', { k: '57|80|115|160', temp: '57|68|79|93|141' }, { 'K-faktor': 'K{k}', Utlösningstemperatur: '{temp} °C' }, { price: [59, 329] }),
      leaf('Sprinkler sidovägg', 'ST', 'Sprinkler sidovägg K{k} {temp} °C', { k: '57|80', temp: '57|68|79' }, { 'K-faktor': 'K{k}', Utlösningstemperatur: '{temp} °C' }, { price: [99, 389] }),
    ]),
  ]),
  branch('Rör & kopplingar', [
    branch('Spårkopplingar', [
      leaf('Spårkoppling', 'ST', 'Spårkoppling {typ} DN{dn}', { typ: 'flexibel|styv|reducerande', dn: '25|32|40|50|65|80|100|150' }, { Typ: '{typ}', Dimension: 'DN{dn}' }, { price: [129, 1490] }),
    ]),
    branch('Sprinklerrör', [
      leaf('Sprinklerrör svart', 'ST', 'Sprinklerrör svart DN{dn} {langd} m', { dn: '25|32|40|50|65|80', langd: '3|6' }, { Dimension: 'DN{dn}', Längd: '{langd} m', Material: 'Svartstål' }, { price: [290, 2900], constraints: ['mustBeInStockedAt'] }),
    ]),
  ], 'ror-kopplingar'),
  branch('Ventiler & larm', [
    branch('Larmventiler', [
      leaf('Larmventil', 'ST', 'Larmventil {typ} DN{dn}', { typ: 'våt|torr|förutlösning', dn: '80|100|150|200' }, { Typ: '{typ}', Dimension: 'DN{dn}' }, { price: [9900, 48900], ask: 0.5, stockTypes: [1, 1, 2, 4] }),
      leaf('Flödesvakt', 'ST', 'Flödesvakt DN{dn}', { dn: '50|65|80|100|150' }, { Dimension: 'DN{dn}' }, { price: [1490, 3900] }),
    ]),
  ], 'ventiler-larm'),
  branch('Tillbehör', [
    branch('Reservdelar', [
      leaf('Sprinklerskåp', 'ST', 'Sprinklerskåp {n} huvuden', { n: '6|12|24' }, { Kapacitet: '{n} huvuden' }, { price: [490, 1490] }),
      leaf('Rosett', 'ST', 'Rosett sprinkler {typ} {finish}', { typ: 'infälld|utanpåliggande|justerbar', finish: 'vit|krom|mässing' }, { Typ: '{typ}', Ytfinish: '{finish}' }, { price: [19, 129] }),
    ]),
  ], 'tillbehor-sprinkler'),
]);
