// Fastighet: locks and door hardware, hygiene and cleaning, safety, ventilation, outdoor.
import { branch, leaf, top } from './tree-dsl.mjs';

export const property = top('fastighet', 'Fastighet', 'fastighet', ['Assa Abloy', 'dormakaba', 'Habo', 'Abloy', 'Tork', 'Nilfisk', 'Gunnebo'], [
  branch('Lås & beslag', [
    branch('Lås', [
      leaf('Låscylinder', 'ST', 'Låscylinder {brand} {serie} {typ}', { serie: '700|1000|2000|d12', typ: 'enkel|dubbel|vred' }, { Serie: '{serie}', Typ: '{typ}' }, { price: [490, 2900], ask: 0.05 }),
      leaf('Låshus', 'ST', 'Låshus {brand} {modell} {typ}', { modell: '565|2000|8765|310', typ: 'vänster|höger|vändbart' }, { Modell: '{modell}', Hand: '{typ}' }, { price: [690, 3900] }),
    ], 'las'),
    branch('Dörrstängare', [
      leaf('Dörrstängare', 'ST', 'Dörrstängare {brand} {modell} EN{en}', { modell: 'DC120|DC200|DC300|TS83', en: '2-4|3-5|2-6' }, { Modell: '{modell}', Stängningskraft: 'EN {en}' }, { price: [990, 4900] }),
    ], 'dorrstangare'),
    branch('Trycken', [
      leaf('Dörrtrycke', 'ST', 'Dörrtrycke {brand} {modell} {finish}', { modell: 'Stockholm|Göteborg|Malmö|Lund', finish: 'rostfri|mässing|svart|krom' }, { Modell: '{modell}', Ytfinish: '{finish}' }, { price: [290, 1490] }),
    ]),
  ], 'las-beslag'),
  branch('Hygien & städ', [
    branch('Papper', [
      leaf('Toalettpapper', 'FP', 'Toalettpapper {typ} {lager}-lagers {n} rullar', { typ: 'Advanced|Premium|Universal', lager: '1|2|3', n: '8|36|64' }, { Typ: '{typ}', Lager: '{lager}', Förpackning: '{n} rullar' }, { price: [69, 790], per: 'n', perUnit: 'ST' }),
      leaf('Pappershandduk', 'FP', 'Pappershandduk {typ} {n} st', { typ: 'Z-vikt|C-vikt|rulle', n: '2000|3000|4000' }, { Typ: '{typ}', Förpackning: '{n} st' }, { price: [249, 990], per: 'n', perUnit: 'ST' }),
    ]),
    branch('Rengöring', [
      leaf('Allrengöring', 'ST', 'Allrengöring {typ} {l} l', { typ: 'parfymfri|citrus|alkalisk', l: '1|5|10' }, { Typ: '{typ}', Volym: '{l} l' }, { price: [49, 590], warnings: ['H319'] }),
      leaf('Avloppsrensare', 'ST', 'Avloppsrensare {typ} {l} l', { typ: 'gel|granulat', l: '1|2,5' }, { Typ: '{typ}', Volym: '{l} l' }, { price: [79, 349], warnings: ['H314'] }),
    ], 'rengoring'),
    branch('Dispensrar', [
      leaf('Tvåldispenser', 'ST', 'Tvåldispenser {brand} {typ} {finish}', { typ: 'manuell|sensor|skum', finish: 'vit|svart|rostfri' }, { Typ: '{typ}', Färg: '{finish}' }, { price: [290, 1990] }),
    ]),
  ], 'hygien-stad'),
  branch('Säkerhet', [
    branch('Brandskydd', [
      leaf('Brandsläckare', 'ST', 'Brandsläckare {typ} {kg} kg {klass}', { typ: 'pulver|skum|koldioxid', kg: '2|6|9', klass: '13A 89B|27A 144B|43A 233B' }, { Typ: '{typ}', Vikt: '{kg} kg', Effektivitetsklass: '{klass}' }, { price: [490, 1990], constraints: ['mustBeInStockedAt'] }),
      leaf('Brandvarnare', 'ST', 'Brandvarnare {typ} {batteri}', { typ: 'optisk|seriekopplingsbar|värmedetektor', batteri: '9 V|10 års litium' }, { Typ: '{typ}', Batteri: '{batteri}' }, { price: [99, 690] }),
    ]),
    branch('Skyltar', [
      leaf('Nödutgångsskylt', 'ST', 'Nödutgångsskylt {typ} {riktning}', { typ: 'efterlysande|LED|dubbelsidig LED', riktning: 'vänster|höger|rakt fram|nedåt' }, { Typ: '{typ}', Riktning: '{riktning}' }, { price: [129, 1990] }),
    ]),
  ], 'sakerhet'),
  branch('Ventilation', [
    branch('Kanaler', [
      leaf('Spiralfalsrör', 'ST', 'Spiralfalsrör {d} mm {l} m', { d: '100|125|160|200|250|315', l: '1|3' }, { Diameter: '{d} mm', Längd: '{l} m' }, { price: [149, 1290] }),
    ]),
    branch('Don', [
      leaf('Frånluftsdon', 'ST', 'Frånluftsdon {typ} {d} mm', { typ: 'tallriksventil|KSO|KGEB', d: '100|125|160|200' }, { Typ: '{typ}', Diameter: '{d} mm' }, { price: [89, 690] }),
    ]),
  ]),
  branch('Utemiljö', [
    branch('Tomt & entré', [
      leaf('Postlåda', 'ST', 'Postlåda {modell} {farg}', { modell: 'Pillar|Box|Classic|Fasad', farg: 'svart|grå|vit|röd' }, { Modell: '{modell}', Färg: '{farg}' }, { price: [490, 2990] }),
      leaf('Cykelställ', 'ST', 'Cykelställ {n} platser {typ}', { n: '5|7|10|12', typ: 'galvat|svartlackerat' }, { Platser: '{n}', Ytbehandling: '{typ}' }, { price: [1290, 6900], constraints: ['mustBeInStockedAt'] }),
    ], 'tomt-entre'),
  ], 'utemiljo'),
]);
