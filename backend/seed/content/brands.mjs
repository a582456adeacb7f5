// What differs between the brand spaces: names, colours, contact details, the trade each brand
// serves and the topics of its news and guides. Everything else is built the same way for all.

export const CONTENT_BRANDS = [
  {
    id: 'ljus',
    name: 'Ljusgrossen',
    themeColor: '#ffc61a',
    domain: 'ljusgrossen.se',
    phone: '010-410 00 00',
    trade: 'elinstallatörer',
    heroTitle: 'Allt för elinstallatören – på plats i morgon',
    heroDescription: 'Kabel, belysning och installationsmaterial från lager i hela Sverige. Beställ före 16 så levererar vi nästa vardag.',
    categoryOrder: ['el', 'verktyg', 'fastighet', 'kyla', 'infastning', 'vvs-industri', 'mark-va', 'sprinkler'],
    selectedProductsId: 'SPG-011',
    assortments: ['El och installation', 'Belysning', 'Verktyg', 'Fastighet'],
    campaign: { name: 'Elkampanj', text: 'Kabel, belysning och installationsmaterial till kampanjpris.', url: '/kampanjer/elkampanj' },
    news: ['Nytt sortiment av LED-armaturer', 'Proffsdagar i alla butiker', 'Ny butik i Kiruna', 'Fossilfria leveranser i storstäderna'],
    guides: ['Välj rätt installationskabel', 'LED-belysning i lokaler', 'Laddbox för elbil steg för steg', 'Jordfelsbrytare – så fungerar de'],
    video: { title: 'Så monterar du en laddbox', url: 'https://www.youtube-nocookie.com/embed/ljus-laddbox' },
  },
  {
    id: 'virke',
    name: 'Virkesbolaget',
    themeColor: '#1f4d2e',
    domain: 'virkesbolaget.se',
    phone: '010-420 00 00',
    trade: 'yrkesbyggare',
    heroTitle: 'Virke och byggmaterial – levererat till bygget',
    heroDescription: 'Konstruktionsvirke, skivor och infästning i rätt mängd, i rätt tid. Kranbil och byggplatsleverans i hela landet.',
    categoryOrder: ['infastning', 'verktyg', 'fastighet', 'mark-va', 'el', 'vvs-industri', 'kyla', 'sprinkler'],
    selectedProductsId: 'SPG-012',
    assortments: ['Trä och skivor', 'Infästning', 'Verktyg', 'Mark och VA'],
    campaign: { name: 'Proffsdagar', text: 'Kampanjpriser på verktyg och infästning för proffs.', url: '/kampanjer/proffsdagar' },
    news: ['Nytt lager för limträ i Göteborg', 'Byggdagar med leverantörerna', 'Kranbil nu i fler städer', 'Spårbart virke från svenska sågverk'],
    guides: ['Välj rätt konstruktionsvirke', 'Infästning i betong', 'Bygg en altan som håller', 'Fuktsäkra badrummet'],
    video: { title: 'Så beställer du byggplatsleverans', url: 'https://www.youtube-nocookie.com/embed/virke-leverans' },
  },
  {
    id: 'ror',
    name: 'Rörkraft',
    themeColor: '#0b5e8e',
    domain: 'rorkraft.se',
    phone: '010-430 00 00',
    trade: 'VVS-installatörer',
    heroTitle: 'Rör, värme och sanitet för installatören',
    heroDescription: 'Hela VVS-sortimentet med snabb leverans till jobbet eller butiken. Teknisk support från våra VVS-specialister.',
    categoryOrder: ['vvs-industri', 'mark-va', 'sprinkler', 'kyla', 'verktyg', 'fastighet', 'infastning', 'el'],
    selectedProductsId: 'SPG-013',
    assortments: ['VVS och industri', 'Mark och VA', 'Kyla', 'Verktyg'],
    campaign: { name: 'Badrumsrenovering', text: 'Sanitet, golvvärme och rör för badrummet till kampanjpris.', url: '/kampanjer/badrumsrenovering' },
    news: ['Nya blandare med lägre vattenförbrukning', 'Värmeveckor i butikerna', 'Utökad teknisk support', 'Returemballage för rördelar'],
    guides: ['Dimensionera tappvatten', 'Byt blandare rätt', 'Golvvärme i badrum', 'Stambyte steg för steg'],
    video: { title: 'Så pressar du rörkopplingar', url: 'https://www.youtube-nocookie.com/embed/ror-press' },
  },
];

/** Top categories of the catalogue (path = slug) with their icon names from spec point 9. */
export const CATEGORIES = {
  infastning: { title: 'Infästning', icon: 'fastenings' },
  sprinkler: { title: 'Sprinkler', icon: 'sprinkler' },
  'vvs-industri': { title: 'VVS & Industri', icon: 'vvs-industri' },
  verktyg: { title: 'Verktyg', icon: 'verktyg' },
  'mark-va': { title: 'Mark & VA', icon: 'mark-va' },
  fastighet: { title: 'Fastighet', icon: 'fastighet' },
  kyla: { title: 'Kyla', icon: 'kyla' },
  el: { title: 'El', icon: 'el' },
};

/** ASCII slug of a Swedish title: "Välj rätt kabel" → "valj-ratt-kabel". */
export const slugify = (title) =>
  title
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/é/g, 'e')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
