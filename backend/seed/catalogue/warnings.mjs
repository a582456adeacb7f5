// Hazard statements (CLP) with their signal words, and one handling notice without a signal word.
// Pictograms are GHS codes; the backend serves a drawing of each at /images/ghs/{code}.svg.

/** [code, description, signal word, pictogram, detailed description] */
export const WARNING_ROWS = [
  ['H222-H229', 'Extremt brandfarlig aerosol. Behållare under tryck.', 'Fara', 'GHS02', 'Extremt brandfarlig aerosol. Behållare under tryck: Kan sprängas vid uppvärmning. Får inte utsättas för temperaturer över 50 °C. Får inte punkteras eller brännas, gäller även tom behållare.'],
  ['H280', 'Innehåller gas under tryck.', 'Varning', 'GHS04', 'Innehåller gas under tryck; kan explodera vid uppvärmning. Skyddas från solljus och förvaras på väl ventilerad plats. Transporteras stående och säkrad.'],
  ['H314', 'Orsakar allvarliga frätskador på hud och ögon.', 'Fara', 'GHS05', 'Orsakar allvarliga frätskador på hud och ögon. Använd skyddshandskar och ögonskydd. VID KONTAKT MED ÖGONEN: Skölj försiktigt med vatten i flera minuter. Kontakta genast Giftinformationscentralen eller läkare.'],
  ['H317', 'Kan orsaka allergisk hudreaktion.', 'Varning', 'GHS07', 'Kan orsaka allergisk hudreaktion. Undvik att andas in ångor. Använd skyddshandskar. Nedstänkta arbetskläder får inte avlägsnas från arbetsplatsen.'],
  ['H319', 'Orsakar allvarlig ögonirritation.', 'Varning', 'GHS07', 'Orsakar allvarlig ögonirritation. Använd ögonskydd. VID KONTAKT MED ÖGONEN: Skölj försiktigt med vatten i flera minuter. Ta ur eventuella kontaktlinser om det går lätt.'],
  ['EL-BEHORIG', 'Installation får endast utföras av behörig elinstallatör.', null, null, 'Fast installation av elmateriel kräver auktorisation enligt elsäkerhetslagen (2016:732). Kontrollera att installatören är registrerad hos Elsäkerhetsverket.'],
];
