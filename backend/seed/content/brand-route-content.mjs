// Content behind the brands' own routes (spec point 2): Virkesbolaget's timber guide (/virkesguide,
// a content page) and Rörkraft's service booking form (/vvs-service, a dynamic form). Only the
// brand that has the route gets the entry.
import { doc, h3, p, paragraphs, ul } from './rich-text.mjs';

const textBlock = (space, id, title, ...blocks) => space.entry(id, 'textBlock', { title, bodyTextSecondary: doc(...blocks) });

function addTimberGuide(space, brand) {
  const id = 'page-virkesguide';
  const sections = [
    textBlock(space, `${id}-s1`, 'Hållfasthetsklasser',
      p('Konstruktionsvirke sorteras i hållfasthetsklasser enligt SS-EN 338. Siffran anger böjhållfastheten i MPa.'),
      ul('C14 – reglar och läkt där lasten är liten, till exempel innerväggar utan bärande funktion.',
        'C18 – bjälklag och takstolar med måttliga spännvidder.',
        'C24 – standard för bärande konstruktioner: bjälklag, takbjälkar och ytterväggar.',
        'C30 – långa spännvidder och höga laster, där dimensionerna måste hållas nere.')),
    textBlock(space, `${id}-s2`, 'Vanliga dimensioner',
      p('Hyvlat konstruktionsvirke (K-virke) lagerförs i dessa dimensioner, i längder från 3,0 till 5,4 meter i steg om 30 cm:'),
      ul('45 × 45, 45 × 70 och 45 × 95 mm – reglar och syllar.',
        '45 × 120, 45 × 145 och 45 × 170 mm – ytterväggar med tjockare isolering och bjälklag.',
        '45 × 195 och 45 × 220 mm – bjälklag och takbjälkar med längre spännvidd.',
        '70 × 70 till 70 × 220 mm – balkar och stolpar.'),
      p('Längre längder och limträ beställer du via butiken, leverans normalt inom fem arbetsdagar.')),
    textBlock(space, `${id}-s3`, 'Fuktkvot',
      p('Virke som byggs in ska hålla högst 18 % fuktkvot, och högst 16 % där det ska kläs in tätt. Inomhus för golv och snickerier gäller 8–12 %.'),
      p('Lagra virket torrt och luftigt på strön, täckt men inte inplastat, och bygg in det först när huset är tätt.')),
    textBlock(space, `${id}-s4`, 'Tryckimpregnerat virke',
      h3('NTR AB – ovan mark'),
      p('Altaner, staket och fasader: virke som kan torka upp mellan regnen (användningsklass 3).'),
      h3('NTR A – mark och vatten'),
      p('Stolpar i mark, plintar, bryggor och allt som står i ständig fukt (användningsklass 4).'),
      p('Kapytor och borrhål behandlas med ändträskydd så att skyddet håller.')),
    space.entry(`${id}-s5`, 'accordions', {
      title: 'Vanliga frågor om virke', icon: 'question',
      items: [
        ['Vad är skillnaden mellan K-virke och råspont?', 'K-virke är hållfasthetssorterat och hyvlat, för bärande delar. Råspont är spontade brädor för yttertak och undergolv.'],
        ['Hur mycket spill ska jag räkna med?', 'Räkna med 5–10 % spill för reglar och bjälkar, mer om många vinklar ska kapas.'],
        ['Kan ni kapa virket åt mig?', 'Ja, i de flesta butiker kapar vi i längder mot en mindre avgift. Beställ kapning i samband med ordern.'],
      ].map(([title, answer], n) => space.entry(`${id}-s5-${n + 1}`, 'accordionItem', { title, text: paragraphs(answer) })),
    }),
  ];
  space.entry(id, 'contentPage', {
    title: 'Virkesguide',
    preTitle: 'Guide',
    slug: 'virkesguide',
    showSidebar: false,
    ingress: doc(p(`Välj rätt virke till bygget: hållfasthetsklasser, dimensioner, fuktkvot och impregnering – ${brand.name}s guide för ${brand.trade}.`)),
    metaDescription: `Virkesguide från ${brand.name}: hållfasthetsklasser, dimensioner, fuktkvot och impregnerat virke.`,
    canonicalLink: `https://www.${brand.domain}/virkesguide`,
    displayContacts: false,
    excludeFromSearch: false,
    authenticatedOnly: false,
    sections,
  }, { tags: ['guide'] });
}

/** [id, title, type, requiredField, inputList, placeholderText] */
const BOOKING_INPUTS = [
  ['foretag', 'Företag', 'text', true, undefined, 'Bygg & VVS AB'],
  ['kontaktperson', 'Kontaktperson', 'text', true, undefined, 'För- och efternamn'],
  ['telefon', 'Telefon', 'tel', true, undefined, '070-123 45 67'],
  ['epost', 'E-post', 'email', true, undefined, 'namn@foretag.se'],
  ['adress', 'Adress där servicen ska utföras', 'text', true, undefined, 'Gata, postnummer och ort'],
  ['tjanst', 'Tjänst', 'select', true, ['Service av värmepump', 'Läcksökning', 'Injustering av värmesystem', 'Service av blandare och ventiler', 'Besiktning inför stambyte', 'Annat'], undefined],
  ['datum', 'Önskat datum', 'date', true, undefined, undefined],
  ['tid', 'Önskad tid', 'radio', true, ['Förmiddag 7–12', 'Eftermiddag 12–17'], undefined],
  ['beskrivning', 'Beskriv uppdraget', 'textarea', true, undefined, 'Vad ska göras, och finns det något vi bör veta om platsen?'],
];

function addServiceBookingForm(space, brand) {
  space.entry('form-vvs-service', 'dynamicForm', {
    id: 'vvs-service',
    title: 'Bokning av VVS-service',
    formTitle: 'Boka VVS-service',
    formDescription: doc(p(`Våra servicetekniker hjälper dig med värme, vatten och avlopp. Skicka en bokning så bekräftar ${brand.name} tiden inom en arbetsdag.`)),
    submitText: 'Skicka bokning',
    successMessage: 'Tack! Vi har tagit emot din bokning och hör av oss inom en arbetsdag.',
    inputs: BOOKING_INPUTS.map(([inputId, title, type, requiredField, inputList, placeholderText]) =>
      space.entry(`input-vvs-service-${inputId}`, 'formInput', { id: inputId, title, type, requiredField, inputList, placeholderText }),
    ),
  });
}

export function addBrandRouteContent(space, brand) {
  if (brand.id === 'virke') addTimberGuide(space, brand);
  if (brand.id === 'ror') addServiceBookingForm(space, brand);
}
