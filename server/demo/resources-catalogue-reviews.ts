/**
 * What shoppers send in, for the catalogue demo: reviews in the storefronts' languages (Swedish, Norwegian,
 * Finnish) and back-in-stock sign-ups, written against a fixed list of the shop's article numbers.
 */

export type ProductKind = 'screen' | 'battery' | 'case' | 'glass' | 'charger' | 'cable' | 'powerbank' | 'tools' | 'audio';

/** Article numbers of the demo shop, by the kind of product they are. */
export const DEMO_SKUS: Readonly<Record<ProductKind, readonly string[]>> = {
  screen: [
    'IP11-SCR-LCD',
    'IP12-SCR-OLED',
    'IP13-SCR-OLED',
    'IP13P-SCR-OLED',
    'IP14-SCR-OLED',
    'IP14PM-SCR-OLED',
    'IP15-SCR-OLED',
    'IP15P-SCR-OLED',
    'SGS23-SCR',
    'SGS24U-SCR',
    'SGA54-SCR',
    'GP7-SCR',
    'GP8-SCR',
  ],
  battery: ['IP11-BAT', 'IP12-BAT', 'IP13-BAT', 'IP14-BAT', 'SGS21-BAT', 'SGS22-BAT', 'SGA52-BAT', 'GP6A-BAT'],
  case: ['IP15-CASE-SIL-BLK', 'IP15P-CASE-MAG-CLR', 'IP14-CASE-WAL-BRN', 'IP13-CASE-SIL-RED', 'SGS24-CASE-SIL-BLK', 'SGA55-CASE-WAL-BLK'],
  glass: ['IP15-GLS-9H', 'IP14-GLS-9H', 'IP13-GLS-PRIV', 'SGS24-GLS-9H', 'IP15P-GLS-CAM'],
  charger: ['CHG-USBC-20W', 'CHG-USBC-35W-2P', 'CHG-MAG-15W', 'CHG-CAR-30W'],
  cable: ['CBL-USBC-LTG-1M', 'CBL-USBC-USBC-2M', 'CBL-USBC-USBC-1M-BR'],
  powerbank: ['PB-10000-PD', 'PB-20000-PD'],
  tools: ['TOOL-KIT-PRO', 'TOOL-OPEN-SET', 'ADH-B7000-15ML'],
  audio: ['EAR-TWS-ANC-BLK', 'SPK-BT-MINI'],
};

/** Articles shoppers most often ask to hear about: new models' parts and the popular cases. */
export const OFTEN_OUT_OF_STOCK = [
  'IP15P-SCR-OLED',
  'IP15-SCR-OLED',
  'SGS24U-SCR',
  'IP14PM-SCR-OLED',
  'GP8-SCR',
  'IP15P-CASE-MAG-CLR',
  'CHG-MAG-15W',
  'IP14-BAT',
  'SGS22-BAT',
  'PB-20000-PD',
  'EAR-TWS-ANC-BLK',
  'TOOL-KIT-PRO',
] as const;

export type ReviewLanguage = 'sv' | 'nb' | 'fi';

interface LanguageTexts {
  /** A good and a bad experience per kind of product. */
  experience: Record<ProductKind, readonly [good: string, bad: string]>;
  titles: Record<1 | 2 | 3 | 4 | 5, readonly string[]>;
  closingGood: readonly string[];
  closingBad: readonly string[];
}

export const REVIEW_TEXTS: Record<ReviewLanguage, LanguageTexts> = {
  sv: {
    experience: {
      screen: ['Skärmen passade perfekt och färgerna ser ut som originalet.', 'Pekskärmen slutade reagera i ena hörnet efter två veckor.'],
      battery: ['Batteriet håller en hel dag igen, bytet tog en halvtimme.', 'Batteriet tappar procent fort och telefonen blir varm.'],
      case: ['Skalet sitter som det ska och knapparna går lätt att trycka.', 'Färgen började nötas av i kanterna efter en månad.'],
      glass: ['Glaset var enkelt att sätta på utan bubblor tack vare ramen.', 'Glaset släpper i kanterna och skalet trycker upp det.'],
      charger: ['Laddar telefonen snabbt och blir inte varm.', 'Laddaren piper svagt när den laddar.'],
      cable: ['Kraftig kabel som känns gjord för att hålla.', 'Kontakten glappar redan efter några veckor.'],
      powerbank: ['Räcker till två fulla laddningar av telefonen.', 'Tar väldigt lång tid att ladda upp själv.'],
      tools: ['Bra verktyg, bitsen passar både iPhone och Samsung.', 'Skruvmejseln är för mjuk och bitsen slits fort.'],
      audio: ['Bra ljud och brusreduceringen fungerar fint på tåget.', 'Ena luren tappar anslutningen ibland.'],
    },
    titles: {
      5: ['Toppen!', 'Helt perfekt', 'Mycket nöjd', 'Precis som beskrivet'],
      4: ['Bra köp', 'Nöjd', 'Fungerar bra', 'Bra kvalitet för priset'],
      3: ['Helt okej', 'Blandade känslor', 'Okej för priset'],
      2: ['Inte riktigt nöjd', 'Sådär'],
      1: ['Fungerade inte', 'Besviken'],
    },
    closingGood: ['Rekommenderas!', 'Snabb leverans också.', 'Prisvärt.', 'Köper gärna igen.'],
    closingBad: ['Inte nöjd.', 'Skulle inte köpa igen.', 'Har kontaktat kundtjänst.'],
  },
  nb: {
    experience: {
      screen: [
        'Skjermen passet perfekt og fargene ser ut som originalen.',
        'Berøringsskjermen sluttet å reagere i det ene hjørnet etter to uker.',
      ],
      battery: ['Batteriet varer en hel dag igjen, byttet tok en halvtime.', 'Batteriet tømmes fort og telefonen blir varm.'],
      case: ['Dekselet sitter godt og knappene er lette å trykke.', 'Fargen begynte å slites av i kantene etter en måned.'],
      glass: ['Glasset var lett å sette på uten bobler takket være rammen.', 'Glasset løsner i kantene.'],
      charger: ['Lader telefonen raskt og blir ikke varm.', 'Laderen piper svakt når den lader.'],
      cable: ['Solid kabel som føles laget for å vare.', 'Kontakten har slark allerede etter noen uker.'],
      powerbank: ['Holder til to fulle ladinger av telefonen.', 'Bruker veldig lang tid på å lade seg opp selv.'],
      tools: ['Godt verktøy, bitsene passer både iPhone og Samsung.', 'Skrutrekkeren er for myk og bitsene slites fort.'],
      audio: ['God lyd og støydempingen fungerer fint på toget.', 'Den ene ørepluggen mister forbindelsen av og til.'],
    },
    titles: {
      5: ['Topp!', 'Helt perfekt', 'Veldig fornøyd'],
      4: ['Godt kjøp', 'Fornøyd', 'Fungerer bra'],
      3: ['Helt ok', 'Blandede følelser'],
      2: ['Ikke helt fornøyd'],
      1: ['Fungerte ikke', 'Skuffet'],
    },
    closingGood: ['Anbefales!', 'Rask levering også.', 'Verdt pengene.'],
    closingBad: ['Ikke fornøyd.', 'Ville ikke kjøpt igjen.'],
  },
  fi: {
    experience: {
      screen: [
        'Näyttö sopi täydellisesti ja värit näyttävät alkuperäisiltä.',
        'Kosketusnäyttö lakkasi toimimasta yhdestä kulmasta kahden viikon jälkeen.',
      ],
      battery: ['Akku kestää taas koko päivän, vaihto kesti puoli tuntia.', 'Akku tyhjenee nopeasti ja puhelin lämpenee.'],
      case: ['Suojakuori istuu hyvin ja painikkeet toimivat kevyesti.', 'Väri alkoi kulua reunoista kuukauden jälkeen.'],
      glass: ['Lasi oli helppo asentaa ilman kuplia kehyksen ansiosta.', 'Lasi irtoaa reunoista.'],
      charger: ['Lataa puhelimen nopeasti eikä lämpene.', 'Laturi piippaa hiljaa latauksen aikana.'],
      cable: ['Tukeva kaapeli, joka tuntuu kestävältä.', 'Liitin heiluu jo muutaman viikon jälkeen.'],
      powerbank: ['Riittää kahteen puhelimen täyteen lataukseen.', 'Lataa itsensä todella hitaasti.'],
      tools: ['Hyvät työkalut, kärjet sopivat sekä iPhoneen että Samsungiin.', 'Ruuvimeisseli on liian pehmeä ja kärjet kuluvat nopeasti.'],
      audio: ['Hyvä ääni ja vastamelu toimii hyvin junassa.', 'Toinen nappikuuloke katkeilee välillä.'],
    },
    titles: {
      5: ['Erinomainen!', 'Täydellinen', 'Erittäin tyytyväinen'],
      4: ['Hyvä ostos', 'Tyytyväinen', 'Toimii hyvin'],
      3: ['Ihan ok', 'Kohtalainen'],
      2: ['En ole täysin tyytyväinen'],
      1: ['Ei toiminut', 'Pettymys'],
    },
    closingGood: ['Suosittelen!', 'Nopea toimitus myös.', 'Hintansa arvoinen.'],
    closingBad: ['En ole tyytyväinen.', 'En ostaisi uudelleen.'],
  },
};

/** Texts a moderator turns down: advertising, and messages meant for customer service. */
export const REJECTED_REVIEWS: readonly { title: string; body: string; rating: number }[] = [
  { title: 'Billiga klockor', body: 'Köp märkesklockor till halva priset i vår webbutik, skriv till oss för rabattkod!', rating: 5 },
  { title: 'Kom aldrig fram', body: 'Paketet kom en vecka för sent och ingen svarade i telefon. Har inte ens öppnat det än.', rating: 1 },
  {
    title: 'Avbryt min order',
    body: 'Hej, jag vill avbryta min beställning och få pengarna tillbaka, ring mig så fort som möjligt.',
    rating: 1,
  },
  { title: 'Gratis iPhone', body: 'Vinn en gratis iPhone 16 – klicka på länken i min profil!', rating: 5 },
  { title: 'Feil pakke', body: 'Fikk feil pakke i posten, hvem kan jeg kontakte om dette?', rating: 1 },
];

/** The body of a review with `rating` stars about a product of `kind`. */
export function reviewBody(texts: LanguageTexts, kind: ProductKind, rating: number, pick: <T>(list: readonly T[]) => T): string {
  const [good, bad] = texts.experience[kind];
  if (rating >= 4) return `${good} ${pick(texts.closingGood)}`;
  if (rating === 3) return `${good} ${bad}`;
  return `${bad} ${pick(texts.closingBad)}`;
}
