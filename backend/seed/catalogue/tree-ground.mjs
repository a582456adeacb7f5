// Mark & VA: drainage and sewer pipes, pressure pipes, wells, geotextiles.
import { branch, leaf, top } from './tree-dsl.mjs';

export const ground = top('mark-va', 'Mark & VA', 'mark-va', ['Pipelife', 'Uponor', 'Wavin', 'Jita', 'Nordic Plast', 'BG Byggros'], [
  branch('Avlopp', [
    branch('Markavlopp', [
      leaf('Markavloppsrör PP', 'ST', 'Markavloppsrör PP SN8 {d} mm {l} m', { d: '110|160|200|250|315', l: '1|2|3|6' }, { Diameter: '{d} mm', Längd: '{l} m', Ringstyvhet: 'SN8' }, { price: [149, 2900], constraints: ['mustBeInStockedAt'] }),
      leaf('Markavloppsböj PP', 'ST', 'Böj markavlopp PP {d} mm {v}°', { d: '110|160|200|250', v: '15|30|45|88' }, { Diameter: '{d} mm', Vinkel: '{v}°' }, { price: [69, 890] }),
    ]),
    branch('Inomhusavlopp', [
      leaf('Avloppsrör PP', 'ST', 'Avloppsrör PP {d} mm {l} mm', { d: '32|40|50|75|110', l: '250|500|1000|2000|3000' }, { Diameter: '{d} mm', Längd: '{l} mm' }, { price: [29, 389] }),
      leaf('Grenrör PP', 'ST', 'Grenrör PP {d}x{d2} mm {v}°', { d: '50|75|110', d2: '32|40|50', v: '45|88' }, { Diameter: '{d} mm', Avstick: '{d2} mm', Vinkel: '{v}°' }, { price: [39, 289] }),
    ]),
  ]),
  branch('Dränering & dagvatten', [
    branch('Dräneringsrör', [
      leaf('Dräneringsrör', 'RLE', 'Dräneringsrör {typ} {d} mm {langd} m', { typ: 'slitsat|slitsat med filter', d: '65|80|100|110|160', langd: '50|100' }, { Typ: '{typ}', Diameter: '{d} mm', Längd: '{langd} m' }, { price: [690, 6900], per: 'langd', perUnit: 'M' }),
    ]),
    branch('Dagvatten', [
      leaf('Dagvattenbrunn', 'ST', 'Dagvattenbrunn {d} mm {typ}', { d: '315|400|425', typ: 'med sandfång|utan sandfång' }, { Diameter: '{d} mm', Typ: '{typ}' }, { price: [890, 3900] }),
      leaf('Kupolsil', 'ST', 'Kupolsil {d} mm', { d: '110|160|200|250' }, { Diameter: '{d} mm' }, { price: [89, 349] }),
    ]),
  ], 'dranering-dagvatten'),
  branch('Tryckrör', [
    branch('PE-rör', [
      leaf('PE-rör PE100', 'RLE', 'PE-rör PE100 SDR11 {d} mm {langd} m', { d: '25|32|40|50|63|75', langd: '50|100' }, { Diameter: '{d} mm', Längd: '{langd} m', Tryckklass: 'PN16' }, { price: [790, 12900], per: 'langd', perUnit: 'M' }),
      leaf('Kopplingsmuff PE', 'ST', 'Kopplingsmuff PE {d} mm {typ}', { d: '25|32|40|50|63', typ: 'klämring|elektrosvets' }, { Diameter: '{d} mm', Typ: '{typ}' }, { price: [129, 990] }),
    ]),
  ], 'tryckror'),
  branch('Brunnar', [
    branch('Tillsynsbrunnar', [
      branch('Plastbrunnar', [
        leaf('Tillsynsbrunn', 'ST', 'Tillsynsbrunn PP {d} mm {anslut} mm', { d: '200|315|400|425', anslut: '110|160' }, { Diameter: '{d} mm', Anslutning: '{anslut} mm' }, { price: [1290, 6900], constraints: ['mustBeInStockedAt'] }),
        leaf('Brunnsförhöjning', 'ST', 'Brunnsförhöjning PP {d} mm {h} mm', { d: '315|400|425', h: '500|1000|2000' }, { Diameter: '{d} mm', Höjd: '{h} mm' }, { price: [490, 2900] }),
      ]),
      leaf('Betäckning', 'ST', 'Betäckning {typ} {klass}', { typ: 'gjutjärn|teleskop', klass: 'B125|C250|D400' }, { Typ: '{typ}', Belastningsklass: '{klass}' }, { price: [990, 5900] }),
    ]),
  ]),
  branch('Geotextil', [
    branch('Markduk', [
      leaf('Markduk', 'RLE', 'Markduk {klass} {b}x{l} m', { klass: 'N2|N3|N4|N5', b: '2|4|5', l: '25|50|100' }, { Bruksklass: '{klass}', Bredd: '{b} m', Längd: '{l} m' }, { price: [290, 3900] }),
    ]),
  ]),
]);
