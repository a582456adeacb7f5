// Verktyg: power tools, hand tools, consumables, protective equipment.
import { branch, leaf, top } from './tree-dsl.mjs';

const CORDLESS = { Spänning: '{v} V' };

export const tools = top('verktyg', 'Verktyg', 'verktyg', ['Bahco', 'Makita', 'DeWalt', 'Milwaukee', 'Hultafors', 'Bosch', 'Stanley', 'Wera'], [
  branch('Elverktyg', [
    branch('Borrmaskiner & skruvdragare', [
      leaf('Skruvdragare', 'ST', 'Skruvdragare {brand} {v} V {typ}', { v: '12|18', typ: 'utan batteri|2x2,0 Ah|2x5,0 Ah|kolborstfri 2x5,0 Ah' }, { ...CORDLESS, Utförande: '{typ}' }, { price: [1290, 5900], stockTypes: [6, 1, 1, 1] }),
      leaf('Borrhammare', 'ST', 'Borrhammare {brand} {v} V SDS-plus {typ}', { v: '18|36', typ: 'utan batteri|2x5,0 Ah|med dammsug' }, { ...CORDLESS, Fäste: 'SDS-plus', Utförande: '{typ}' }, { price: [1990, 9900] }),
      leaf('Slagskruvdragare', 'ST', 'Slagskruvdragare {brand} {v} V {nm} Nm', { v: '12|18', nm: '135|180|210|300' }, { ...CORDLESS, Vridmoment: '{nm} Nm' }, { price: [1490, 4900] }),
    ]),
    branch('Sågar', [
      leaf('Cirkelsåg', 'ST', 'Cirkelsåg {brand} {v} V {mm} mm', { v: '18|36|230', mm: '165|190|235' }, { Spänning: '{v} V', Klingdiameter: '{mm} mm' }, { price: [1990, 7900] }),
      leaf('Tigersåg', 'ST', 'Tigersåg {brand} {v} V {typ}', { v: '18|230', typ: 'utan batteri|kit' }, { Spänning: '{v} V', Utförande: '{typ}' }, { price: [1490, 4900] }),
    ]),
    branch('Slipmaskiner', [
      leaf('Vinkelslip', 'ST', 'Vinkelslip {brand} {v} V {mm} mm', { v: '18|230', mm: '125|150|230' }, { Spänning: '{v} V', Rondelldiameter: '{mm} mm' }, { price: [990, 4900] }),
    ]),
    branch('Batterier & laddare', [
      leaf('Batteri', 'ST', 'Batteri {brand} {v} V {ah} Ah', { v: '12|18|36', ah: '2,0|4,0|5,0|8,0|12,0' }, { Spänning: '{v} V', Kapacitet: '{ah} Ah' }, { price: [590, 2990] }),
    ], 'batterier-laddare'),
  ]),
  branch('Handverktyg', [
    branch('Tänger', [
      leaf('Kombinationstång', 'ST', 'Kombinationstång {brand} {mm} mm', { mm: '160|180|200' }, { Längd: '{mm} mm', Isolerad: 'Nej' }, { price: [149, 449] }),
      leaf('Avbitartång', 'ST', 'Avbitartång {brand} {mm} mm {typ}', { mm: '140|160|180', typ: 'standard|VDE 1000 V' }, { Längd: '{mm} mm', Utförande: '{typ}' }, { price: [129, 529] }),
    ], 'tanger'),
    branch('Skruvmejslar', [
      leaf('Skruvmejsel', 'ST', 'Skruvmejsel {brand} {typ} {storlek}', { typ: 'Spår|PH|PZ|TX|VDE PZ', storlek: '1|2|3|4|5' }, { Typ: '{typ}', Storlek: '{storlek}' }, { price: [49, 189] }),
      leaf('Bitssats', 'FP', 'Bitssats {brand} {n} delar', { n: '10|20|32|50|100' }, { Antal: '{n} delar' }, { price: [149, 890], per: 'n', perUnit: 'ST' }),
    ]),
    branch('Mätverktyg', [
      leaf('Tumstock', 'ST', 'Tumstock {brand} {m} m {typ}', { m: '1|2|3', typ: 'trä|glasfiber' }, { Längd: '{m} m', Material: '{typ}' }, { price: [69, 249] }),
      leaf('Vattenpass', 'ST', 'Vattenpass {brand} {mm} mm', { mm: '400|600|800|1000|1200|2000' }, { Längd: '{mm} mm' }, { price: [189, 1290] }),
      leaf('Måttband', 'ST', 'Måttband {brand} {m} m', { m: '3|5|8|10' }, { Längd: '{m} m' }, { price: [99, 349] }),
    ], 'matverktyg'),
  ]),
  branch('Förbrukning', [
    branch('Borr', [
      branch('Betongborr', [
        leaf('Betongborr SDS-plus', 'ST', 'Betongborr SDS-plus {d}x{l} mm', { d: '5|6|8|10|12|14|16', l: '110|160|210|260|450' }, { Diameter: '{d} mm', Längd: '{l} mm', Fäste: 'SDS-plus' }, { price: [39, 389], facets: ['Diameter', 'Längd'] }),
        leaf('Betongborr cylindrisk', 'ST', 'Betongborr cylindrisk {d}x{l} mm', { d: '4|5|6|8|10', l: '85|120|150' }, { Diameter: '{d} mm', Längd: '{l} mm', Fäste: 'Cylindriskt' }, { price: [29, 149] }),
      ]),
      leaf('Metallborr HSS-G', 'FP', 'Metallborr HSS-G {d} mm {n} st', { d: '2,0|2,5|3,0|3,5|4,0|5,0|6,0|8,0|10,0', n: '2|5|10' }, { Diameter: '{d} mm', Förpackning: '{n} st' }, { price: [39, 490], per: 'n', perUnit: 'ST' }),
    ]),
    branch('Kapskivor & sågblad', [
      leaf('Kapskiva', 'FP', 'Kapskiva {mm}x{t} mm {material} {n} st', { mm: '115|125|230', t: '1,0|1,6|2,5', material: 'stål|rostfritt|sten', n: '10|25' }, { Diameter: '{mm} mm', Tjocklek: '{t} mm', Material: '{material}', Förpackning: '{n} st' }, { price: [99, 690], per: 'n', perUnit: 'ST' }),
      leaf('Sågblad cirkelsåg', 'ST', 'Sågblad cirkelsåg {mm} mm {t} tänder', { mm: '165|190|235|305', t: '24|40|48|60' }, { Diameter: '{mm} mm', Tänder: '{t}' }, { price: [189, 990] }),
    ]),
    branch('Markeringsfärg', [
      leaf('Markeringsspray', 'ST', 'Markeringsspray {farg} 500 ml', { farg: 'Fluorescerande röd|Fluorescerande gul|Blå|Vit|Svart' }, { Färg: '{farg}', Volym: '500 ml' }, { price: [69, 129], warnings: ['H222-H229'] }),
    ]),
  ], 'forbrukning'),
  branch('Personlig skyddsutrustning', [
    branch('Handskar', [
      leaf('Skyddshandske', 'ST', 'Skyddshandske {typ} stl {s}', { typ: 'Montage|Vinter|Skärskydd 5|Nitril', s: '7|8|9|10|11' }, { Typ: '{typ}', Storlek: '{s}' }, { price: [49, 249], facets: ['Typ', 'Storlek'] }),
    ]),
    branch('Ögon & hörsel', [
      leaf('Hörselskydd', 'ST', 'Hörselskydd {brand} {typ} {db} dB', { typ: 'hjälmfäste|bygel|Bluetooth', db: '25|28|31|35' }, { Typ: '{typ}', Dämpning: '{db} dB' }, { price: [249, 1990] }),
      leaf('Skyddsglasögon', 'ST', 'Skyddsglasögon {typ}', { typ: 'klar|tonad|imfri klar|imfri tonad|korgglasögon' }, { Lins: '{typ}' }, { price: [49, 249] }),
    ], 'ogon-horsel'),
  ], 'personlig-skyddsutrustning'),
]);
