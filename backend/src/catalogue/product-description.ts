import type { ProductKind } from './image-family';

/**
 * The product text of the product page and the datasheet. The demo catalogue has no copywriter,
 * so each product family (image-family.ts: the same family that picks the illustration) has the
 * kind of text a wholesaler's product information system holds for it: what it is, where it is
 * used, what the installer should know. The variant's own facts (dimensions, colour, standard)
 * stay in its attribute table.
 */
const FAMILY_TEXTS: Record<ProductKind, string> = {
  coil: 'Kabel för fast förläggning i och på byggnader. Ledarna är av koppar och isolerade för sin spänningsklass; ytterhöljet tål normal mekanisk påfrestning vid installation. Levereras på ring eller rulle och kapas efter behov på arbetsplatsen.',
  drum: 'Grov installations- och matarkabel för fast förläggning i mark, rör, kabelstege eller i luft. Levereras på trumma; trumman hämtas i retur eller debiteras enligt gällande villkor. Välj area efter belastning, förläggningssätt och spänningsfall.',
  screw: 'Skruv för infästning i trä, skivmaterial och lättare stålkonstruktioner. Spetsen och gängan är utformade för snabb ingängning med låg risk för sprickbildning. Välj längd så att minst två tredjedelar av gängan greppar i underlaget.',
  bolt: 'Bult för bärande förband i stål- och träkonstruktioner. Hållfasthetsklass och ytbehandling framgår av tekniska data; använd mutter och bricka av motsvarande klass och dra åt med momentnyckel där konstruktionen kräver det.',
  nut: 'Mutter för skruvförband. Välj hållfasthetsklass och ytbehandling som motsvarar skruven; i utomhusmiljö rekommenderas varmförzinkat eller rostfritt utförande.',
  anchor: 'Infästning i betong, murverk och skivmaterial. Plugg och ankare expanderar eller formlåser i underlaget och tar last enligt tillverkarens anvisningar; borra med rätt diameter och rengör hålet före montering.',
  nail: 'Spik för byggnation och snickeri, för hand eller spikpistol. Välj dimension och ytbehandling efter virke och miljö; i utomhusmiljö används varmförzinkad eller rostfri spik.',
  bracket: 'Beslag för infästning och förstärkning av träförband. Monteras med beslagspik eller beslagskruv i samtliga hål för att uppnå angiven bärförmåga.',
  pipe: 'Rör och tillbehör för installation av vatten, avlopp, värme och markarbeten. Materialet är anpassat för sitt användningsområde och sina tryck- och temperaturklasser; följ branschreglerna Säker Vatten vid installation i byggnader.',
  fitting: 'Rördel för skarvning, förgrening och riktningsändring i rörsystem. Passar rör med motsvarande dimension och material; kontrollera tryckklass och användningsområde i tekniska data.',
  valve: 'Ventil för avstängning, reglering eller kontroll av flöde i rörsystem. Monteras i flödesriktningen som anges på ventilhuset och ska vara åtkomlig för service.',
  tap: 'Blandare för kök, tvättställ eller dusch med keramisk insats för jämnt flöde och lång livslängd. Skållningsskydd och flödesbegränsning enligt tekniska data; monteras av behörig installatör.',
  sanitary: 'Sanitetsporslin för badrum och tvättrum. Glaserat porslin som är lätt att hålla rent; monteras enligt tillverkarens anvisning och branschreglerna för våtrum.',
  radiator: 'Radiator för vattenburen värme. Levereras med fästen och luftningsnippel; effekten anges vid systemtemperaturer enligt tekniska data. Välj storlek efter rummets värmebehov.',
  sprinkler: 'Sprinklerhuvud för automatiska vattensprinklersystem. Utlösningstemperatur, K-faktor och monteringsriktning framgår av tekniska data; installation och service enligt SBF 120 av certifierad sprinklerfirma.',
  powertool: 'Elverktyg för yrkesmässigt bruk med robust konstruktion för dagligt arbete. Batterier och laddare säljs separat där inget annat anges; följ säkerhetsanvisningarna och använd skyddsutrustning.',
  saw: 'Såg för kapning och sågning i trä, skivmaterial och metall beroende på klinga. Använd rätt klinga för materialet, skyddsglasögon och hörselskydd.',
  handtool: 'Handverktyg för montage och installation, tillverkat i härdat stål med ergonomiska handtag. Isolerade verktyg är provade för arbete nära spänningsförande delar upp till 1 000 V.',
  measure: 'Mätverktyg för byggnation och montage. Noggrannhetsklass framgår av tekniska data; kontrollera mätverktyget regelbundet mot en känd referens.',
  bit: 'Borr och bits för elverktyg. Välj typ efter material och fäste; kyl och rensa hålet regelbundet för längre livslängd.',
  disc: 'Kapskiva eller sågblad för maskinell bearbetning. Kontrollera maxvarvtal och diameter mot maskinen och använd alltid skyddskåpa, skyddsglasögon och hörselskydd.',
  luminaire: 'Armatur för inom- eller utomhusbelysning med energieffektiv LED-ljuskälla. Kapslingsklass, ljusflöde och färgtemperatur framgår av tekniska data; installeras av behörig elinstallatör.',
  bulb: 'Ljuskälla för allmänbelysning. Sockel, ljusflöde, färgtemperatur och dimbarhet framgår av tekniska data; kontrollera att armaturen är godkänd för ljuskällans effekt.',
  breaker: 'Skydds- och brytarutrustning för elinstallationer, för montage på DIN-skena. Märkström, brytförmåga och karakteristik framgår av tekniska data; installeras av behörig elinstallatör.',
  panel: 'Elcentral för montage av skydds- och apparatutrustning på DIN-skena. Levereras med skenor, nolla- och skyddsjordsplintar; dimensionera efter antalet moduler och installationens märkström.',
  socket: 'Vägguttag för fast installation i bostäder och lokaler. Med jord och barnsäkring där tekniska data anger det; installeras av behörig elinstallatör.',
  switch: 'Strömställare eller dimmer för infälld eller utanpåliggande montage. Kontrollera belastningstyp och maxeffekt mot ljuskällan; installeras av behörig elinstallatör.',
  box: 'Dosor och kanaler för förläggning och skarvning av kabel. Utförande och kapslingsklass framgår av tekniska data; tillbehör som lock, hörn och skarvar finns i samma serie.',
  well: 'Brunn eller betäckning för dagvatten och spillvatten i mark. Belastningsklass enligt tekniska data; montera på packat underlag och anslut med tätande gummiring.',
  ppe: 'Personlig skyddsutrustning för bygg- och installationsarbete. CE-märkt enligt förordning (EU) 2016/425; skyddsklass och storlek framgår av tekniska data.',
  heatpump: 'Aggregat för kyla och värme med köldmedium enligt tekniska data. Installation, service och läckagekontroll ska utföras av certifierat kylföretag.',
  lock: 'Lås och beslag för dörrar i bostäder och lokaler. Säkerhetsklass och passande dörrtjocklek framgår av tekniska data.',
  package: 'Artikel ur grossistens lagersortiment. Tekniska data och förpackning framgår nedan.',
};

export const productDescription = (kind: ProductKind): string => FAMILY_TEXTS[kind];
