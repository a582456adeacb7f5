// El: cables, installation material, switches and sockets, lighting, distribution boards.
import { branch, leaf, top } from './tree-dsl.mjs';

const CABLE = { Ledare: '{ledare}', Längd: '{langd} m', Ledarmaterial: 'Koppar' };
const CABLE_OPTIONS = { per: 'langd', perUnit: 'M', alloy: 0.12, facets: ['Ledare', 'Längd'] };
const ELECTRICIAN = ['EL-BEHORIG'];

export const electric = top('el', 'El', 'el', ['Draka', 'Nexans', 'Schneider Electric', 'ABB', 'Hager', 'Gelia', 'Malmbergs', 'Elko'], [
  branch('Kabel & ledning', [
    branch('Installationskabel', [
      leaf('EKK-kabel', 'RLE', 'Installationskabel EKK {ledare} {langd} m', { ledare: '3G1,5|3G2,5|5G1,5|5G2,5|4G1,5', langd: '50|100|500' }, { ...CABLE, Mantel: 'PVC ljusgrå', Märkspänning: '300/500 V' }, { ...CABLE_OPTIONS, price: [490, 14900] }),
      leaf('EXQ-kabel', 'RLE', 'Installationskabel EXQ {ledare} {langd} m', { ledare: '3G1,5|3G2,5|5G1,5|5G2,5', langd: '50|100|500' }, { ...CABLE, Mantel: 'Halogenfri', Märkspänning: '300/500 V' }, { ...CABLE_OPTIONS, price: [590, 17900] }),
      branch('Ledning', [
        leaf('FK-ledning', 'RLE', 'FK-ledning H07V-U {ledare} mm² {farg} {langd} m', { ledare: '1,5|2,5|4|6', farg: 'Brun|Blå|Svart|Grå|Gulgrön', langd: '100|500' }, { ...CABLE, Ledare: '{ledare} mm²', Färg: '{farg}' }, { ...CABLE_OPTIONS, facets: ['Ledare', 'Färg'], price: [290, 6900] }),
        leaf('RK-ledning', 'RLE', 'RK-ledning H07V-K {ledare} mm² {farg} {langd} m', { ledare: '1,5|2,5|6|10', farg: 'Brun|Blå|Svart|Gulgrön', langd: '100' }, { ...CABLE, Ledare: '{ledare} mm²', Färg: '{farg}' }, { ...CABLE_OPTIONS, facets: ['Ledare', 'Färg'], price: [390, 8900] }),
      ]),
    ]),
    branch('Kraftkabel', [
      leaf('FXQJ-kabel', 'M', 'Kraftkabel FXQJ {ledare}', { ledare: '3G6|5G6|5G10|5G16|4G25|4G35' }, { Ledare: '{ledare}', Ledarmaterial: 'Koppar', Mantel: 'Halogenfri' }, { price: [39, 420], alloy: 0.18 }),
      leaf('N1XE-kabel', 'M', 'Kraftkabel N1XE-U {ledare}', { ledare: '3G1,5|3G2,5|5G2,5|5G6|5G10|4G16' }, { Ledare: '{ledare}', Ledarmaterial: 'Koppar', Mantel: 'PVC svart' }, { price: [19, 310], alloy: 0.18 }),
    ]),
    branch('Datakabel', [
      leaf('Cat6-kabel', 'RLE', 'Datakabel Cat6 {typ} {langd} m', { typ: 'U/UTP|F/UTP|S/FTP', langd: '100|305|500' }, { Kategori: 'Cat6', Skärmning: '{typ}', Längd: '{langd} m' }, { price: [690, 5900], per: 'langd', perUnit: 'M' }),
      leaf('Koaxialkabel', 'RLE', 'Koaxialkabel {typ} {langd} m', { typ: 'RG6|RG59|T100', langd: '100|250' }, { Typ: '{typ}', Längd: '{langd} m' }, { price: [490, 2900], per: 'langd', perUnit: 'M' }),
    ]),
  ], 'kabel'),
  branch('Installationsmaterial', [
    branch('Dosor', [
      leaf('Apparatdosa', 'ST', 'Apparatdosa {typ} {djup} mm', { typ: 'Infälld|Utanpåliggande|Gips', djup: '35|46|60' }, { Typ: '{typ}', Djup: '{djup} mm' }, { price: [9, 69] }),
      leaf('Kopplingsdosa', 'ST', 'Kopplingsdosa IP{ip} {storlek} mm', { ip: '44|55|65|67', storlek: '80x80|100x100|150x110' }, { Kapslingsklass: 'IP{ip}', Storlek: '{storlek} mm' }, { price: [29, 249] }),
    ]),
    branch('Rör & kanaler', [
      leaf('Flexrör', 'RLE', 'Flexrör {typ} {d} mm {langd} m', { typ: 'Vit|Grå|Halogenfri', d: '16|20|25|32', langd: '25|50' }, { Typ: '{typ}', Diameter: '{d} mm', Längd: '{langd} m' }, { price: [149, 890], per: 'langd', perUnit: 'M' }),
      leaf('Kabelkanal', 'ST', 'Kabelkanal {b}x{h} mm {farg} 2 m', { b: '20|40|60|80', h: '12|20|40|60', farg: 'Vit|Grå' }, { Bredd: '{b} mm', Höjd: '{h} mm', Färg: '{farg}' }, { price: [39, 349] }),
    ]),
  ]),
  branch('Strömbrytare & uttag', [
    branch('Vägguttag', [
      leaf('Vägguttag infällt', 'ST', 'Vägguttag {fack}-vägs infällt {farg}', { fack: '1|2|3', farg: 'Vit|Svart|Antracit|Rostfri' }, { Antal: '{fack}', Färg: '{farg}', Montage: 'Infällt' }, { price: [79, 489], warnings: ELECTRICIAN }),
      leaf('Vägguttag utanpåliggande', 'ST', 'Vägguttag {fack}-vägs IP{ip} utanpåliggande', { fack: '1|2', ip: '20|44|55' }, { Antal: '{fack}', Kapslingsklass: 'IP{ip}' }, { price: [99, 429], warnings: ELECTRICIAN }),
    ]),
    branch('Strömbrytare', [
      leaf('Strömbrytare', 'ST', 'Strömbrytare {typ} infälld {farg}', { typ: 'Trapp|Kron|Tryck|1-pol', farg: 'Vit|Svart|Antracit' }, { Typ: '{typ}', Färg: '{farg}' }, { price: [89, 390], warnings: ELECTRICIAN }),
      leaf('Dimmer', 'ST', 'Dimmer LED {w} W {farg}', { w: '3-100|5-200|10-315|20-600', farg: 'Vit|Svart' }, { Effekt: '{w} W', Färg: '{farg}' }, { price: [390, 1490], warnings: ELECTRICIAN }),
    ]),
  ], 'stromstallare-uttag'),
  branch('Belysning', [
    branch('Inomhusbelysning', [
      leaf('Downlight', 'ST', 'Downlight LED {w} W {k} K IP{ip}', { w: '6|8|10|13', k: '2700|3000|4000', ip: '21|44|65' }, { Effekt: '{w} W', Färgtemperatur: '{k} K', Kapslingsklass: 'IP{ip}' }, { price: [149, 890], facets: ['Färgtemperatur', 'Kapslingsklass'] }),
      leaf('LED-armatur', 'ST', 'LED-armatur {l} mm {lm} lm {k} K', { l: '600|1200|1500', lm: '2000|3600|5000', k: '3000|4000' }, { Längd: '{l} mm', Ljusflöde: '{lm} lm', Färgtemperatur: '{k} K' }, { price: [390, 2490] }),
    ]),
    branch('Ljuskällor', [
      leaf('LED-lampa', 'ST', 'LED-lampa {sockel} {w} W {k} K', { sockel: 'E27|E14|GU10|G9', w: '2,5|4,5|7|9|12', k: '2700|3000|4000' }, { Sockel: '{sockel}', Effekt: '{w} W', Färgtemperatur: '{k} K' }, { price: [39, 189], facets: ['Sockel', 'Färgtemperatur'] }),
    ]),
  ]),
  branch('Elcentraler & säkringar', [
    branch('Automatsäkringar', [
      branch('Dvärgbrytare', [
        leaf('Dvärgbrytare 1-polig', 'ST', 'Dvärgbrytare 1-polig {kar}{a} A', { kar: 'B|C', a: '6|10|13|16|20|25' }, { Poler: '1', Karakteristik: '{kar}', Märkström: '{a} A' }, { price: [69, 249], warnings: ELECTRICIAN }),
        leaf('Dvärgbrytare 3-polig', 'ST', 'Dvärgbrytare 3-polig {kar}{a} A', { kar: 'B|C', a: '10|16|20|25|32|40' }, { Poler: '3', Karakteristik: '{kar}', Märkström: '{a} A' }, { price: [249, 890], warnings: ELECTRICIAN }),
      ]),
      leaf('Jordfelsbrytare', 'ST', 'Jordfelsbrytare {pol}-polig {a} A {ma} mA typ {typ}', { pol: '2|4', a: '25|40|63', ma: '30|300', typ: 'A|B|F' }, { Poler: '{pol}', Märkström: '{a} A', Utlösningsström: '{ma} mA', Typ: '{typ}' }, { price: [490, 4900], warnings: ELECTRICIAN }),
    ]),
    branch('Elcentraler', [
      leaf('Elcentral', 'ST', 'Elcentral {typ} {moduler} moduler IP{ip}', { typ: 'Infälld|Utanpåliggande', moduler: '12|18|24|36|48', ip: '30|40|65' }, { Typ: '{typ}', Moduler: '{moduler}', Kapslingsklass: 'IP{ip}' }, { price: [590, 4900], ask: 0.1 }),
    ]),
  ], 'elcentraler'),
]);
