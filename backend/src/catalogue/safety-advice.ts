/**
 * What a safety data sheet says for each CLP hazard statement the demo catalogue uses
 * (warnings.mjs): first aid (section 4), handling and storage (7), protective equipment (8) and
 * transport (14). Wording after the standard precautionary statements (P-phrases) in Swedish.
 */
export interface SafetyAdvice {
  firstAid: string;
  storage: string;
  protection: string;
  transport: string;
}

const ADVICE: Record<string, SafetyAdvice> = {
  'H222-H229': {
    firstAid: 'Vid inandning: flytta personen till frisk luft och se till att andningen underlättas. Vid brännskada: skölj huden med mycket vatten.',
    storage: 'Hålls åtskilt från värme, heta ytor, gnistor och öppen låga. Får inte utsättas för temperaturer över 50 °C. Får inte punkteras eller brännas, gäller även tom behållare.',
    protection: 'Använd i väl ventilerat utrymme. Skyddsglasögon vid sprayning ovanför axelhöjd.',
    transport: 'UN 1950 AEROSOLER, klass 2.1.',
  },
  H280: {
    firstAid: 'Vid inandning: flytta personen till frisk luft. Vid köldskada: skölj med ljummet vatten, gnid inte på det skadade området.',
    storage: 'Skyddas från solljus. Förvaras på väl ventilerad plats, stående och säkrad mot fall.',
    protection: 'Skyddshandskar och ögonskydd vid anslutning av ventiler och slangar.',
    transport: 'Gas under tryck, klass 2.2. UN-nummer enligt gasslag på behållarens etikett.',
  },
  H314: {
    firstAid: 'VID KONTAKT MED ÖGONEN: skölj försiktigt med vatten i flera minuter och kontakta genast läkare. VID HUDKONTAKT: ta av nedstänkta kläder och skölj huden med vatten. VID FÖRTÄRING: skölj munnen, framkalla inte kräkning.',
    storage: 'Förvaras inlåst och i originalförpackningen.',
    protection: 'Skyddshandskar av nitril, skyddsglasögon eller ansiktsskärm och skyddskläder.',
    transport: 'Frätande ämne, klass 8. UN-nummer enligt förpackningens märkning.',
  },
  H317: {
    firstAid: 'VID HUDKONTAKT: tvätta med mycket tvål och vatten. Vid hudirritation eller utslag: sök läkare.',
    storage: 'Förvaras väl tillsluten. Nedstänkta arbetskläder får inte avlägsnas från arbetsplatsen.',
    protection: 'Skyddshandskar av nitril. Undvik att andas in ångor.',
    transport: 'Ej klassificerat som farligt gods enligt ADR.',
  },
  H319: {
    firstAid: 'VID KONTAKT MED ÖGONEN: skölj försiktigt med vatten i flera minuter. Ta ur eventuella kontaktlinser om det går lätt. Vid bestående ögonirritation: sök läkare.',
    storage: 'Förvaras oåtkomligt för barn.',
    protection: 'Skyddsglasögon.',
    transport: 'Ej klassificerat som farligt gods enligt ADR.',
  },
};

/** The advice of every known hazard statement among the codes, in their order. */
export const safetyAdviceFor = (codes: readonly string[]): SafetyAdvice[] => codes.flatMap((code) => (ADVICE[code] ? [ADVICE[code]] : []));
