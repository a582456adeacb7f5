// Infästning: screws, plugs and anchors, nails, fittings.
import { branch, leaf, top } from './tree-dsl.mjs';

const SCREW = { Diameter: '{d} mm', Längd: '{l} mm', Förpackning: '{n} st' };

export const fastenings = top('fastenings', 'Infästning', 'infastning', ['ESSVE', 'Würth', 'Fischer', 'Hilti', 'Gunnebo Fastening', 'SFS', 'Rawlplug'], [
  branch('Skruv', [
    branch('Träskruv', [
      leaf('Träskruv förzinkad', 'FP', 'Träskruv förzinkad {d}x{l} {n} st', { d: '3,5|4,0|4,2|5,0|6,0', l: '30|40|55|70|90|120', n: '100|200|500' }, { ...SCREW, Ytbehandling: 'Elförzinkad', Drivning: 'TX' }, { price: [39, 420], per: 'n', perUnit: 'ST', facets: ['Diameter', 'Längd'] }),
      leaf('Träskruv rostfri A4', 'FP', 'Träskruv rostfri A4 {d}x{l} {n} st', { d: '4,0|4,5|5,0|6,0', l: '30|40|50|60|80', n: '100|200' }, { ...SCREW, Material: 'Rostfritt stål A4', Drivning: 'TX' }, { price: [129, 890], per: 'n', perUnit: 'ST', facets: ['Diameter', 'Längd'] }),
      branch('Fasadskruv', [
        leaf('Fasadskruv trä', 'FP', 'Fasadskruv trä {d}x{l} {farg} {n} st', { d: '4,2|4,8', l: '35|45|55', farg: 'Vit|Svart|Grå|Röd', n: '100|250' }, { ...SCREW, Färg: '{farg}', Ytbehandling: 'Lackerad' }, { price: [149, 520], per: 'n', perUnit: 'ST', facets: ['Färg', 'Längd'] }),
        leaf('Fasadskruv fibercement', 'FP', 'Fasadskruv fibercement {d}x{l} {farg} {n} st', { d: '4,8|5,5', l: '35|45', farg: 'Vit|Svart|Grå', n: '100|250' }, { ...SCREW, Färg: '{farg}' }, { price: [189, 640], per: 'n', perUnit: 'ST', facets: ['Färg', 'Längd'] }),
      ]),
    ]),
    branch('Gipsskruv', [
      leaf('Gipsskruv grovgänga', 'FP', 'Gipsskruv grovgänga {d}x{l} {n} st', { d: '3,5|3,9', l: '25|35|45|55', n: '500|1000' }, { ...SCREW, Gänga: 'Grov', Ytbehandling: 'Fosfaterad' }, { price: [79, 390], per: 'n', perUnit: 'ST' }),
      leaf('Gipsskruv fingänga', 'FP', 'Gipsskruv fingänga {d}x{l} {n} st', { d: '3,5|3,9', l: '25|35|45', n: '500|1000' }, { ...SCREW, Gänga: 'Fin', Ytbehandling: 'Fosfaterad' }, { price: [89, 410], per: 'n', perUnit: 'ST' }),
    ]),
    branch('Maskinskruv', [
      leaf('Sexkantskruv', 'FP', 'Sexkantskruv {m}x{l} 8.8 förzinkad {n} st', { m: 'M6|M8|M10|M12|M16', l: '20|30|40|60|80|120', n: '25|50|100' }, { Gänga: '{m}', Längd: '{l} mm', Hållfasthetsklass: '8.8', Förpackning: '{n} st' }, { price: [59, 980], per: 'n', perUnit: 'ST', facets: ['Gänga', 'Längd'] }),
      leaf('Insexskruv', 'FP', 'Insexskruv {m}x{l} 12.9 {n} st', { m: 'M4|M5|M6|M8|M10', l: '10|16|20|30|40', n: '50|100' }, { Gänga: '{m}', Längd: '{l} mm', Hållfasthetsklass: '12.9', Förpackning: '{n} st' }, { price: [49, 620], per: 'n', perUnit: 'ST', facets: ['Gänga', 'Längd'] }),
      leaf('Sexkantmutter', 'FP', 'Sexkantmutter {m} förzinkad {n} st', { m: 'M6|M8|M10|M12|M16|M20', n: '50|100|200' }, { Gänga: '{m}', Förpackning: '{n} st', Ytbehandling: 'Elförzinkad' }, { price: [29, 340], per: 'n', perUnit: 'ST', facets: ['Gänga'] }),
    ]),
  ]),
  branch('Plugg & ankare', [
    branch('Plugg', [
      leaf('Universalplugg', 'FP', 'Universalplugg {d}x{l} {n} st', { d: '5|6|8|10', l: '25|30|40|50', n: '50|100|200' }, { Diameter: '{d} mm', Längd: '{l} mm', Material: 'Nylon', Förpackning: '{n} st' }, { price: [39, 260], per: 'n', perUnit: 'ST' }),
      leaf('Gipsplugg metall', 'FP', 'Gipsplugg metall {typ} {n} st', { typ: 'M4x32|M5x37|M5x52|M6x37|M6x52', n: '25|50|100' }, { Typ: '{typ}', Material: 'Förzinkat stål', Förpackning: '{n} st' }, { price: [69, 420], per: 'n', perUnit: 'ST' }),
    ], 'plugg'),
    branch('Ankare', [
      leaf('Expanderankare', 'FP', 'Expanderankare {m}x{l} {n} st', { m: 'M8|M10|M12|M16', l: '75|95|115|145', n: '10|25|50' }, { Gänga: '{m}', Längd: '{l} mm', Förpackning: '{n} st' }, { price: [119, 1290], per: 'n', perUnit: 'ST' }),
      leaf('Kemankare', 'ST', 'Kemankare {typ} {ml} ml', { typ: 'Vinylester|Epoxi|Polyester', ml: '150|300|410' }, { Typ: '{typ}', Volym: '{ml} ml', Härdtid: '45 min' }, { price: [189, 690], warnings: ['H317', 'H319'] }),
    ]),
  ], 'plugg-ankare'),
  branch('Spik', [
    branch('Trådspik', [
      leaf('Trådspik varmförzinkad', 'FP', 'Trådspik varmförzinkad {d}x{l} {kg} kg', { d: '2,3|2,8|3,4|3,9', l: '50|75|100|125', kg: '1|5|15' }, { Diameter: '{d} mm', Längd: '{l} mm', Vikt: '{kg} kg', Ytbehandling: 'Varmförzinkad' }, { price: [79, 1450] }),
      leaf('Trådspik blank', 'FP', 'Trådspik blank {d}x{l} {kg} kg', { d: '2,3|2,8|3,4|3,9', l: '50|75|100|125', kg: '1|5|15' }, { Diameter: '{d} mm', Längd: '{l} mm', Vikt: '{kg} kg', Ytbehandling: 'Blank' }, { price: [59, 990] }),
    ]),
    branch('Maskinspik', [
      leaf('Stripspik', 'FP', 'Stripspik {typ} {d}x{l} {n} st', { typ: 'Räfflad|Slät|Ringad', d: '2,8|3,1', l: '63|75|90', n: '2000|3000' }, { Typ: '{typ}', Diameter: '{d} mm', Längd: '{l} mm', Förpackning: '{n} st' }, { price: [390, 1290], per: 'n', perUnit: 'ST' }),
      leaf('Coilspik', 'FP', 'Coilspik {typ} {d}x{l} {n} st', { typ: 'Räfflad|Ringad', d: '2,1|2,5', l: '45|50|60', n: '3600|7200' }, { Typ: '{typ}', Diameter: '{d} mm', Längd: '{l} mm', Förpackning: '{n} st' }, { price: [420, 1590], per: 'n', perUnit: 'ST' }),
    ]),
  ]),
  branch('Beslag', [
    branch('Vinkelbeslag', [
      leaf('Vinkelbeslag', 'ST', 'Vinkelbeslag {typ} {a}x{b} mm', { typ: 'Förstärkt|Standard', a: '40|50|70|90', b: '40|55|70|90' }, { Typ: '{typ}', Mått: '{a}x{b} mm', Ytbehandling: 'Varmförzinkad' }, { price: [9, 89] }),
      leaf('Balksko', 'ST', 'Balksko {w}x{h} mm varmförzinkad', { w: '45|70|95|120', h: '120|145|170|195|220' }, { Bredd: '{w} mm', Höjd: '{h} mm', Ytbehandling: 'Varmförzinkad' }, { price: [19, 129] }),
    ]),
    branch('Spikplåt', [
      leaf('Spikplåt', 'ST', 'Spikplåt {w}x{l} mm', { w: '40|60|80|100', l: '100|140|200|240' }, { Bredd: '{w} mm', Längd: '{l} mm' }, { price: [5, 69] }),
    ]),
  ]),
]);
