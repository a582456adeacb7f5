// Kyla: heat pumps and air conditioning, refrigeration components, refrigerants, pipes.
import { branch, leaf, top } from './tree-dsl.mjs';

export const cooling = top('kyla', 'Kyla', 'kyla', ['Daikin', 'Danfoss', 'Mitsubishi Electric', 'Panasonic', 'Carel', 'Armacell', 'Refco'], [
  branch('Värmepumpar & AC', [
    branch('Luft/luft-värmepumpar', [
      leaf('Värmepump inomhusdel', 'ST', 'Luft/luft-värmepump {brand} {serie} {kw} kW', { serie: 'Comfort|Nordic|Premium', kw: '2,5|3,5|5,0|7,1' }, { Serie: '{serie}', Värmeeffekt: '{kw} kW', Köldmedium: 'R32' }, { price: [14900, 42900], ask: 0.3, stockTypes: [2, 1, 3, 2] }),
      leaf('Multisplit utedel', 'ST', 'Multisplit utedel {brand} {kw} kW {n} rum', { kw: '5,2|6,8|8,0|10,0', n: '2|3|4|5' }, { Kyleffekt: '{kw} kW', Anslutningar: '{n} rum', Köldmedium: 'R32' }, { price: [24900, 64900], ask: 0.4, stockTypes: [1, 1, 3, 3] }),
    ], 'luft-luft-varmepumpar'),
    branch('Tillbehör värmepump', [
      leaf('Väggkonsol värmepump', 'ST', 'Väggkonsol värmepump {typ} {l} mm', { typ: 'Standard|Vibrationsdämpad|Snödjup', l: '450|550|650' }, { Typ: '{typ}', Längd: '{l} mm' }, { price: [390, 1690] }),
      leaf('Kondensvattenpump', 'ST', 'Kondensvattenpump {l} l/h', { l: '10|20|40|80' }, { Kapacitet: '{l} l/h' }, { price: [890, 2490] }),
    ]),
  ], 'varmepumpar-ac'),
  branch('Kylkomponenter', [
    branch('Ventiler', [
      leaf('Expansionsventil', 'ST', 'Expansionsventil {typ} {koldmedium}', { typ: 'TE2|TE5|TE12|TE20', koldmedium: 'R404A|R134a|R410A|R32|R449A' }, { Typ: '{typ}', Köldmedium: '{koldmedium}' }, { price: [790, 3900] }),
      leaf('Magnetventil', 'ST', 'Magnetventil {anslut} {v} V', { anslut: '6 mm|10 mm|12 mm|16 mm|22 mm', v: '24|230' }, { Anslutning: '{anslut}', Spänning: '{v} V' }, { price: [690, 2900] }),
    ], 'ventiler-kyla'),
    branch('Kompressorer', [
      leaf('Scrollkompressor', 'ST', 'Scrollkompressor {kw} kW {koldmedium}', { kw: '3|5|8|12|18', koldmedium: 'R404A|R410A|R32|R449A' }, { Kyleffekt: '{kw} kW', Köldmedium: '{koldmedium}' }, { price: [12900, 48900], ask: 0.5, stockTypes: [1, 1, 2, 4] }),
    ]),
  ]),
  branch('Köldmedier', [
    branch('Köldmedium flaskor', [
      leaf('Köldmedium', 'ST', 'Köldmedium {typ} {kg} kg flaska', { typ: 'R32|R134a|R404A|R407C|R449A|R1234yf', kg: '5|10|12' }, { Typ: '{typ}', Nettovikt: '{kg} kg' }, { price: [1490, 9900], warnings: ['H280'], constraints: ['onlyStore'] }),
    ]),
  ], 'koldmedier'),
  branch('Rör & isolering', [
    branch('Kopparrör kyla', [
      leaf('Kopparrör kyla', 'RLE', 'Kopparrör kyla {d} mm {langd} m', { d: '6,35|9,52|12,7|15,88|19,05', langd: '15|25|50' }, { Diameter: '{d} mm', Längd: '{langd} m', Material: 'Koppar' }, { price: [690, 8900], per: 'langd', perUnit: 'M', alloy: 0.2 }),
    ]),
    branch('Rörisolering', [
      leaf('Rörisolering', 'ST', 'Rörisolering {typ} {d}x{t} mm 2 m', { typ: 'Armaflex AF|Armaflex XG|Kaiflex', d: '12|15|18|22|28|35', t: '9|13|19' }, { Typ: '{typ}', Innerdiameter: '{d} mm', Tjocklek: '{t} mm' }, { price: [49, 289] }),
    ]),
  ], 'ror-isolering-kyla'),
]);
