/**
 * Demo rows of the setting resources (src/domain/resources/setting.ts): what the settings of a Nordic shop
 * for spare parts and phone accessories hold. Fixed texts; the SFTP passwords come from a fixed faker seed
 * and are hashed before the seed's transaction (argon2 is slow on purpose). Users and to-do queues are
 * seeded by index.ts and shop.ts on their own tables.
 */
import { Faker, base, en } from '@faker-js/faker';
import { hashPassword } from '../auth/passwords';
import {
  contactFormTopics,
  faqs,
  invoiceReminderActions,
  orderFilters,
  paymentMethods,
  quickReplyTemplates,
  returnReclaimThresholds,
  returnSettings,
  searchTriggers,
  sftpUsers,
  shippingMethods,
  stopWords,
} from '../db/schema';
import type { Tx } from '../db/types';
import { daysFrom, demoStores, stamped, type DemoStores } from './resource-rows';
import type { ResourceSeedContext } from './resources';

const SEED = 20_250_890;

const SFTP_USERS = [
  {
    Username: 'mobilpartner',
    Name: 'Mobilpartner Nordic AB – lagersaldo och priser',
    HomeDirectory: '/sftp/mobilpartner',
    Access: 'write',
    AllowedAddresses: '203.0.113.10\n203.0.113.11',
    key: false,
    expiresInDays: null,
    Active: true,
  },
  {
    Username: 'partsfactory',
    Name: 'Parts Factory Ltd, Shenzhen – prisfiler',
    HomeDirectory: '/sftp/partsfactory',
    Access: 'write',
    AllowedAddresses: '198.51.100.0/28',
    key: false,
    expiresInDays: null,
    Active: true,
  },
  {
    Username: 'erp-export',
    Name: 'Affärssystemet – orderexport och leveransbesked',
    HomeDirectory: '/sftp/erp',
    Access: 'readWrite',
    AllowedAddresses: '10.20.0.0/16',
    key: true,
    expiresInDays: null,
    Active: true,
  },
  {
    Username: 'lager-jonkoping',
    Name: 'Lagret i Jönköping – plocklistor',
    HomeDirectory: '/sftp/lager',
    Access: 'read',
    AllowedAddresses: '192.0.2.40\n2001:db8:40::/48',
    key: true,
    expiresInDays: null,
    Active: true,
  },
  {
    Username: 'prisjakt',
    Name: 'Prisjakt – produktflöde',
    HomeDirectory: '/sftp/feeds/prisjakt',
    Access: 'read',
    AllowedAddresses: '192.0.2.0/24',
    key: false,
    expiresInDays: null,
    Active: true,
  },
  {
    Username: 'revision-2024',
    Name: 'Revisorn – underlag till bokslutet 2024',
    HomeDirectory: '/sftp/revision',
    Access: 'read',
    AllowedAddresses: '',
    key: false,
    expiresInDays: -40,
    Active: false,
  },
] as const;

/** One argon2id hash per demo SFTP account, made outside the seed's transaction. */
export async function hashSftpPasswords(): Promise<string[]> {
  const f = new Faker({ locale: [en, base] });
  f.seed(SEED);
  // Nobody signs in with these: each account gets a long random password meeting the policy.
  const passwords = SFTP_USERS.map(() => `${f.string.alphanumeric(18)}-${f.number.int({ min: 10, max: 99 })}Aa`);
  return Promise.all(passwords.map((p) => hashPassword(p)));
}

function sftpRows(now: Date, hashes: readonly string[]) {
  const f = new Faker({ locale: [en, base] });
  f.seed(SEED + 1);
  return SFTP_USERS.map(({ key, expiresInDays, ...user }, i) => ({
    ...user,
    Password: hashes[i],
    AllowedAddresses: user.AllowedAddresses || null,
    PublicKey: key ? `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${f.string.alphanumeric(43)} ${user.Username}@backoffice` : null,
    ExpiresAt: expiresInDays == null ? null : daysFrom(now, expiresInDays, 22),
  }));
}

/** Prices in SEK excluding VAT: 49 kr including 25 % VAT is 39.20. */
function shippingRows(s: DemoStores) {
  const all = [s.se, s.no, s.fi];
  const method = (row: {
    Name: string;
    Carrier: string;
    Class: string;
    Price: string;
    Stores: number[];
    ServicePointProvider?: string;
    ServicePointSelection?: string;
    Express?: boolean;
    FreeShippingThreshold?: string;
    ReturnLimitMin?: number;
    ReturnLimitMax?: number;
    Active?: boolean;
  }) => ({
    ServicePointProvider: null,
    ServicePointSelection: null,
    Express: false,
    FreeShippingThreshold: null,
    ReturnLimitMin: null,
    ReturnLimitMax: null,
    Active: true,
    ...row,
  });
  return [
    method({
      Name: 'PostNord MyPack Collect',
      Carrier: 'postnord',
      Class: 'parcel',
      ServicePointProvider: 'postnord',
      ServicePointSelection: 'customer',
      Price: '39.20',
      FreeShippingThreshold: '399.20',
      ReturnLimitMin: 0,
      ReturnLimitMax: 30,
      Stores: [s.se],
    }),
    method({
      Name: 'PostNord Varubrev',
      Carrier: 'postnord',
      Class: 'letter',
      Price: '23.20',
      FreeShippingThreshold: '199.20',
      Stores: [s.se],
    }),
    method({
      Name: 'PostNord MyPack Home',
      Carrier: 'postnord',
      Class: 'parcel',
      Price: '63.20',
      FreeShippingThreshold: '799.20',
      Stores: [s.se],
    }),
    method({
      Name: 'DHL Service Point',
      Carrier: 'dhl',
      Class: 'parcel',
      ServicePointProvider: 'dhl',
      ServicePointSelection: 'customer',
      Price: '31.20',
      FreeShippingThreshold: '399.20',
      ReturnLimitMin: 0,
      ReturnLimitMax: 30,
      Stores: [s.se],
    }),
    method({ Name: 'Budbee hemleverans kväll', Carrier: 'budbee', Class: 'parcel', Price: '55.20', Stores: [s.se] }),
    method({
      Name: 'Budbee Box',
      Carrier: 'budbee',
      Class: 'parcel',
      ServicePointProvider: 'budbee',
      ServicePointSelection: 'customer',
      Price: '31.20',
      FreeShippingThreshold: '399.20',
      ReturnLimitMin: 0,
      ReturnLimitMax: 14,
      Stores: [s.se, s.fi],
    }),
    method({
      Name: 'Instabox expressleverans',
      Carrier: 'instabox',
      Class: 'parcel',
      ServicePointProvider: 'instabox',
      ServicePointSelection: 'nearest',
      Express: true,
      Price: '47.20',
      Stores: [s.se, s.no],
    }),
    method({ Name: 'Early Bird morgonleverans', Carrier: 'earlyBird', Class: 'letter', Express: true, Price: '31.20', Stores: [s.se] }),
    method({
      Name: 'Bring Hentested',
      Carrier: 'bring',
      Class: 'parcel',
      ServicePointProvider: 'bring',
      ServicePointSelection: 'customer',
      Price: '55.20',
      FreeShippingThreshold: '479.20',
      ReturnLimitMin: 0,
      ReturnLimitMax: 30,
      Stores: [s.no],
    }),
    method({
      Name: 'PostNord Noutopiste',
      Carrier: 'postnord',
      Class: 'parcel',
      ServicePointProvider: 'postnord',
      ServicePointSelection: 'nearest',
      Price: '47.20',
      FreeShippingThreshold: '399.20',
      ReturnLimitMin: 0,
      ReturnLimitMax: 30,
      Stores: [s.fi],
    }),
    method({ Name: 'DB Schenker skrymmande gods', Carrier: 'schenker', Class: 'bulky', Price: '239.20', Stores: all }),
    method({ Name: 'UPS Express Saver', Carrier: 'ups', Class: 'parcel', Express: true, Price: '159.20', Stores: all, Active: false }),
  ];
}

function paymentRows(s: DemoStores) {
  const all = [s.se, s.no, s.fi];
  const method = (row: {
    Name: string;
    MethodSKU: string;
    Processor: string;
    Stores: number[];
    Fee?: string;
    RequiresGLN?: boolean;
    RequiresInvoiceEmail?: boolean;
    SupportsRecurring?: boolean;
    RequiresCreditWorthy?: boolean;
    Active?: boolean;
  }) => ({
    Fee: null,
    RequiresGLN: false,
    RequiresInvoiceEmail: false,
    SupportsRecurring: false,
    RequiresCreditWorthy: false,
    Active: true,
    ...row,
  });
  return [
    method({ Name: 'Klarna Faktura', MethodSKU: 'KLARNA-INVOICE', Processor: 'klarna', RequiresCreditWorthy: true, Stores: all }),
    method({ Name: 'Klarna Delbetalning', MethodSKU: 'KLARNA-PART', Processor: 'klarna', RequiresCreditWorthy: true, Stores: all }),
    method({ Name: 'Kort (Visa, Mastercard)', MethodSKU: 'ADYEN-CARD', Processor: 'adyen', SupportsRecurring: true, Stores: all }),
    method({ Name: 'Swish', MethodSKU: 'SWISH', Processor: 'swish', Stores: [s.se] }),
    method({ Name: 'PayPal', MethodSKU: 'PAYPAL', Processor: 'paypal', SupportsRecurring: true, Stores: all }),
    method({ Name: 'Verkkopankki (Trustly)', MethodSKU: 'TRUSTLY', Processor: 'trustly', Stores: [s.fi] }),
    method({
      Name: 'Faktura företag',
      MethodSKU: 'INVOICE-B2B',
      Processor: 'invoice',
      Fee: '39.00',
      RequiresInvoiceEmail: true,
      RequiresCreditWorthy: true,
      Stores: all,
    }),
    method({ Name: 'E-faktura offentlig sektor', MethodSKU: 'INVOICE-PUBLIC', Processor: 'invoice', RequiresGLN: true, Stores: [s.se] }),
    method({
      Name: 'Svea Faktura',
      MethodSKU: 'SVEA-INVOICE',
      Processor: 'svea',
      Fee: '23.20',
      RequiresCreditWorthy: true,
      Stores: [s.se, s.no],
    }),
    method({
      Name: 'Walley Faktura',
      MethodSKU: 'WALLEY-INVOICE',
      Processor: 'walley',
      Fee: '23.20',
      RequiresCreditWorthy: true,
      Stores: [s.no, s.fi],
      Active: false,
    }),
  ];
}

function orderFilterRows(s: DemoStores) {
  const filter = (
    Name: string,
    Action: string,
    MatchField: string,
    MatchValue: string,
    Note: string | null,
    Stores: number[] = [],
    Active = true,
  ) => ({ Name, Action, MatchField, MatchValue, Note, Stores, Active });
  return [
    filter(
      'Bedrägeri med kapade kort, mars',
      'BLOCK',
      'email',
      'p.karlsson1987@example.net',
      'Tre återkrävda kortbetalningar. Polisanmält.',
    ),
    filter(
      'Engångsadresser',
      'BLOCK',
      'emailDomain',
      '@tempmail.example',
      'Tillfälliga e-postadresser används nästan bara vid bedrägeriförsök.',
    ),
    filter(
      'Obetalda fakturor, konkursbo',
      'BLOCK',
      'organisationNumber',
      '559123-4567',
      'Bolaget försattes i konkurs med obetalda fakturor på 18 400 kr.',
    ),
    filter(
      'Testpersonnummer',
      'BLOCK',
      'personalIdNumber',
      '19121212-1212',
      'Skatteverkets testpersonnummer ska aldrig kunna lägga en riktig order.',
    ),
    filter('Återkommande bedrägeriförsök, telefon', 'BLOCK', 'phone', '+46701740640', null),
    filter(
      'Beställningar till tre utleveringssteder',
      'BLOCK',
      'email',
      'ola.nordmann.88@example.org',
      'Beställde till utlämningsställen i tre olika städer samma dag.',
      [s.no],
    ),
    filter(
      'Ramavtal Mobilfix Verkstad AB',
      'SKIP_CREDIT_CHECK',
      'organisationNumber',
      '556677-8899',
      'Återförsäljare med ramavtal och egen kreditgräns.',
      [s.se],
    ),
    filter(
      'Ramavtal Region Norrland',
      'SKIP_CREDIT_CHECK',
      'emailDomain',
      '@regionnorrland.example',
      'Offentlig kund, betalar alltid mot e-faktura.',
      [s.se],
    ),
    filter('Boxadresser', 'CHECK', 'address', 'Box ', 'Boxadress: kontrollera att leveranssättet kan leverera dit.'),
    filter('Anonymiseringstjänst', 'CHECK', 'ipAddress', '203.0.113.45', 'Ordrar via samma VPN-nod har gett tre återkrav.'),
    filter(
      'Misstänkt återförsäljning',
      'CHECK',
      'name',
      'Nordic Phone Outlet',
      'Stora order på skärmar utan företagsuppgifter. Kontakta innan leverans.',
    ),
    filter('Gammal spärr, vidarebefordrad post', 'BLOCK', 'postalCode', '11120', 'Ersatt av boxadresskontrollen.', [], false),
  ];
}

const FAQ: { q: [string, string]; a: [string, string] }[] = [
  {
    q: ['När skickas min order?', 'When is my order shipped?'],
    a: [
      '<p>Beställer du före <strong>15.00</strong> en vardag skickar vi samma dag om varorna finns i lager.</p>',
      '<p>Order before <strong>3 pm</strong> on a weekday and we ship the same day if the items are in stock.</p>',
    ],
  },
  {
    q: ['Hur spårar jag mitt paket?', 'How do I track my parcel?'],
    a: [
      '<p>Du får ett spårningsnummer i leveransbeskedet via e-post och sms. Du hittar det också under <em>Mina sidor</em>.</p>',
      '<p>You get a tracking number in the dispatch e-mail and text message. It is also under <em>My pages</em>.</p>',
    ],
  },
  {
    q: ['Hur returnerar jag en vara?', 'How do I return an item?'],
    a: [
      '<p>Registrera returen under <em>Mina sidor</em> inom 30 dagar. Du får en returetikett att skriva ut eller visa i mobilen hos ombudet.</p>',
      '<p>Register the return under <em>My pages</em> within 30 days. You get a return label to print or show on your phone at the service point.</p>',
    ],
  },
  {
    q: ['Min nya skärm fungerar inte, vad gör jag?', 'My new screen does not work, what do I do?'],
    a: [
      '<p>Kontrollera först att flatkabeln sitter i ordentligt och att telefonen är laddad. Fungerar den ändå inte, registrera en reklamation med en bild på skärmen.</p>',
      '<p>First check that the flex cable is seated properly and that the phone is charged. If it still does not work, register a claim with a photo of the screen.</p>',
    ],
  },
  {
    q: ['Passar reservdelen min telefon?', 'Does the spare part fit my phone?'],
    a: [
      '<p>Välj din modell i modellväljaren så visas bara delar som passar. Modellnumret hittar du under <em>Inställningar › Om</em>.</p>',
      '<p>Choose your model in the model picker to see only parts that fit. The model number is under <em>Settings › About</em>.</p>',
    ],
  },
  {
    q: ['Vilka betalsätt finns?', 'Which payment methods are there?'],
    a: [
      '<p>Kort, Swish, PayPal samt faktura och delbetalning via Klarna. Företag kan handla mot faktura.</p>',
      '<p>Card, Swish, PayPal, and invoice or part payment through Klarna. Businesses can buy on invoice.</p>',
    ],
  },
  {
    q: ['Kan jag ändra eller avbryta min order?', 'Can I change or cancel my order?'],
    a: [
      '<p>Kontakta kundtjänst så snart som möjligt. Har ordern redan plockats kan vi tyvärr inte ändra den.</p>',
      '<p>Contact customer service as soon as possible. Once the order has been picked we cannot change it.</p>',
    ],
  },
  {
    q: ['Erbjuder ni garanti?', 'Do you offer a warranty?'],
    a: [
      '<p>Ja, alla reservdelar har 12 månaders garanti utöver reklamationsrätten på tre år.</p>',
      '<p>Yes, every spare part has a 12-month warranty on top of the three-year right to claim faults.</p>',
    ],
  },
  {
    q: ['Reparerar ni telefoner?', 'Do you repair phones?'],
    a: [
      '<p>Nej, vi säljer delar och verktyg. Våra guider visar hur du byter själv, och vi tipsar gärna om verkstäder nära dig.</p>',
      '<p>No, we sell parts and tools. Our guides show how to do it yourself, and we are happy to suggest repair shops near you.</p>',
    ],
  },
  {
    q: ['Hur lång är leveranstiden till Norge?', 'How long does delivery to Norway take?'],
    a: [
      '<p>Normalt 2–4 vardagar. Tull och moms ingår i priset.</p>',
      '<p>Usually 2–4 working days. Duty and VAT are included in the price.</p>',
    ],
  },
  {
    q: ['Kan jag köpa som företag?', 'Can I buy as a business?'],
    a: [
      '<p>Ja. Skapa ett företagskonto så visas priser exklusive moms och du kan betala mot faktura.</p>',
      '<p>Yes. Create a business account to see prices excluding VAT and pay on invoice.</p>',
    ],
  },
  {
    q: ['Hur tar ni hand om gamla batterier?', 'How do you handle old batteries?'],
    a: [
      '<p>Lämna uttjänta batterier till en återvinningscentral eller i butikernas batteriholkar. Skicka dem inte till oss med posten.</p>',
      '<p>Take spent batteries to a recycling centre or a battery collection box in a shop. Do not post them to us.</p>',
    ],
  },
];

function faqRows(s: DemoStores) {
  return FAQ.map(({ q, a }, i) => ({
    Question: { sv: q[0], en: q[1] },
    Answer: { sv: a[0], en: a[1] },
    Stores: i === 9 ? [s.no] : [],
    SortOrder: (i + 1) * 10,
    // The newest entry is still being written.
    Published: i !== FAQ.length - 1,
  }));
}

function contactTopicRows(s: DemoStores) {
  const topic = (
    sv: string,
    enText: string,
    RecipientEmail: string,
    RequiresOrderNumber: boolean,
    SortOrder: number,
    Stores: number[] = [],
    Active = true,
  ) => ({ Name: { sv, en: enText }, RecipientEmail, RequiresOrderNumber, Stores, SortOrder, Active });
  return [
    topic('Fråga om min order', 'Question about my order', 'kundtjanst@reservdelar.example', true, 10),
    topic('Leverans och spårning', 'Delivery and tracking', 'kundtjanst@reservdelar.example', true, 20),
    topic('Retur eller ångerrätt', 'Return or withdrawal', 'retur@reservdelar.example', true, 30),
    topic('Reklamation, trasig vara', 'Claim, faulty item', 'reklamation@reservdelar.example', true, 40),
    topic('Vilken del passar min telefon?', 'Which part fits my phone?', 'produktfragor@reservdelar.example', false, 50),
    topic('Faktura och betalning', 'Invoice and payment', 'ekonomi@reservdelar.example', false, 60),
    topic('Företagskonto och återförsäljare', 'Business account and resellers', 'foretag@reservdelar.example', false, 70, [s.se]),
    topic('Kundeservice Norge', 'Customer service Norway', 'kundeservice@mobildeler.example', false, 80, [s.no]),
    topic('Press och samarbeten', 'Press and partnerships', 'marknad@reservdelar.example', false, 90, [s.se], false),
  ];
}

function searchTriggerRows(s: DemoStores) {
  const trigger = (Words: string, TargetURL: string, MatchType: string, Locale: string, Stores: number[], Active = true) => ({
    Words,
    TargetURL,
    MatchType,
    Locale,
    Stores,
    Active,
  });
  return [
    trigger('retur, returnera, ångra köp', '/kundservice/returer', 'exact', 'sv', [s.se]),
    trigger('frakt, leveranstid', '/sida/frakt-och-leverans', 'exact', 'sv', [s.se]),
    trigger('kundtjänst, kontakt, kontakta oss', '/kundservice', 'exact', 'sv', [s.se]),
    trigger('presentkort', '/produkt/presentkort', 'exact', 'sv', [s.se]),
    trigger('batteribyte', '/sida/guide-batteribyte', 'contains', 'sv', [s.se]),
    trigger('iphone 15 skärm', '/kategori/reservdelar/iphone/iphone-15/skarmar', 'exact', 'sv', [s.se]),
    trigger('galaxy s24 skal, s24 skal', '/kategori/skal/samsung/galaxy-s24', 'exact', 'sv', [s.se]),
    trigger('snabbladdare, usb-c laddare', '/kategori/laddare/usb-c', 'contains', 'sv', [s.se]),
    trigger('skärmskydd', '/kategori/skarmskydd', 'exact', 'sv', [s.se]),
    trigger('verktyg, skruvmejsel', '/kategori/verktyg', 'exact', 'sv', [s.se]),
    trigger('black friday', '/kampanj/black-friday', 'contains', 'sv', [s.se, s.no, s.fi], false),
    trigger('screen protector', '/kategori/skarmskydd', 'exact', 'en', []),
    trigger('skjermbeskytter', '/kategori/skjermbeskyttere', 'exact', 'nb', [s.no]),
    trigger('retur, angrerett', '/kundeservice/retur', 'exact', 'nb', [s.no]),
    trigger('näytönsuoja', '/kategoria/naytonsuojat', 'exact', 'fi', [s.fi]),
    trigger('palautus', '/asiakaspalvelu/palautukset', 'exact', 'fi', [s.fi]),
  ];
}

const STOP_WORDS: Record<string, string[]> = {
  sv: ['och', 'att', 'det', 'en', 'ett', 'för', 'från', 'med', 'på', 'av', 'som', 'till', 'är', 'om', 'den', 'utan'],
  en: ['the', 'for', 'and', 'with', 'of'],
  nb: ['og', 'til', 'med'],
  fi: ['ja', 'tai'],
};

function stopWordRows() {
  return Object.entries(STOP_WORDS).flatMap(([Locale, words]) =>
    // "utan" was tried and switched off: it turned "skal utan magnet" into a search for magnet cases.
    words.map((Word) => ({ Word, Locale, Active: Word !== 'utan' })),
  );
}

/**
 * Quick replies of the support desk: `{{customer.firstName}}`, `{{order.number}}`, `{{order.trackingUrl}}`,
 * `{{agent.name}}` and `{{store.name}}` are filled from the ticket (src/features/support/domain/quick-replies.ts); what is in
 * brackets ([datum]) the agent fills in by hand.
 */
const QUICK_REPLIES: { Name: string; Shortcut: string; Locale: string; Subject: string | null; Tags: string[]; Body: string }[] = [
  {
    Name: 'Var är min order?',
    Shortcut: 'var-ar-min-order',
    Locale: 'sv',
    Subject: 'Din order {{order.number}}',
    Tags: ['order', 'delivery'],
    Body: 'Hej {{customer.firstName}}!\n\nTack för att du hörde av dig. Din order {{order.number}} har skickats och är på väg till dig. Du kan spåra den här: {{order.trackingUrl}}\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst {{store.name}}',
  },
  {
    Name: 'Where is my order? (English)',
    Shortcut: 'where-is-my-order',
    Locale: 'en',
    Subject: 'Your order {{order.number}}',
    Tags: ['order', 'delivery'],
    Body: 'Hi {{customer.firstName}},\n\nThank you for getting in touch. Your order {{order.number}} has been sent and is on its way to you. You can track it here: {{order.trackingUrl}}\n\nKind regards\n{{agent.name}}, customer service {{store.name}}',
  },
  {
    Name: 'Hvor er ordren min? (norsk)',
    Shortcut: 'hvor-er-ordren',
    Locale: 'nb',
    Subject: 'Ordren din {{order.number}}',
    Tags: ['order', 'delivery'],
    Body: 'Hei {{customer.firstName}}!\n\nTakk for at du tok kontakt. Ordren din {{order.number}} er sendt og på vei til deg. Du kan spore den her: {{order.trackingUrl}}\n\nVennlig hilsen\n{{agent.name}}, kundeservice {{store.name}}',
  },
  {
    Name: 'Missä tilaukseni on? (suomi)',
    Shortcut: 'missa-tilaukseni',
    Locale: 'fi',
    Subject: 'Tilauksesi {{order.number}}',
    Tags: ['order', 'delivery'],
    Body: 'Hei {{customer.firstName}}!\n\nKiitos yhteydenotostasi. Tilauksesi {{order.number}} on lähetetty ja matkalla sinulle. Voit seurata sitä täällä: {{order.trackingUrl}}\n\nYstävällisin terveisin\n{{agent.name}}, asiakaspalvelu {{store.name}}',
  },
  {
    Name: 'Leveransen är försenad',
    Shortcut: 'leverans-forsenad',
    Locale: 'sv',
    Subject: 'Din order {{order.number}} är försenad',
    Tags: ['delivery', 'order'],
    Body: 'Hej {{customer.firstName}}!\n\nTack för att du hörde av dig. Din order {{order.number}} har tyvärr blivit försenad hos transportören. Den beräknas nu fram [datum]. Du kan följa paketet med spårningslänken i leveransbeskedet.\n\nVi ber om ursäkt för dröjsmålet.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Returetikett skickad',
    Shortcut: 'returetikett',
    Locale: 'sv',
    Subject: 'Returetikett för order {{order.number}}',
    Tags: ['return'],
    Body: 'Hej {{customer.firstName}}!\n\nVi har registrerat din retur och skickat en returetikett till din e-post. Lämna paketet hos närmaste PostNord-ombud inom 14 dagar. Återbetalningen sker inom 14 dagar efter att vi tagit emot returen.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Reklamation: skicka bild',
    Shortcut: 'reklamation-bild',
    Locale: 'sv',
    Subject: 'Din reklamation',
    Tags: ['reclaim', 'product'],
    Body: 'Hej {{customer.firstName}}!\n\nTråkigt att delen inte fungerar som den ska. För att vi snabbt ska kunna hjälpa dig vill vi gärna ha en bild eller en kort film som visar felet. Svara på det här mejlet med bilden bifogad.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Återbetalning genomförd',
    Shortcut: 'aterbetalning-klar',
    Locale: 'sv',
    Subject: 'Återbetalning för order {{order.number}}',
    Tags: ['refund', 'return'],
    Body: 'Hej {{customer.firstName}}!\n\nVi har nu återbetalat [belopp] till samma betalsätt som du använde vid köpet. Beroende på bank kan det ta 3–5 bankdagar innan pengarna syns.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Fel modell beställd',
    Shortcut: 'fel-modell',
    Locale: 'sv',
    Subject: null,
    Tags: ['product', 'return'],
    Body: 'Hej {{customer.firstName}}!\n\nDelen du beställt passar [beställd modell], men din telefon verkar vara en [din modell]. Returnera delen oanvänd så skickar vi rätt del direkt när returen registrerats.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Fakturan är betald',
    Shortcut: 'faktura-betald',
    Locale: 'sv',
    Subject: 'Faktura [fakturanummer]',
    Tags: ['invoice', 'payment'],
    Body: 'Hej {{customer.firstName}}!\n\nVi har kontrollerat och din betalning för faktura [fakturanummer] har kommit in. Påminnelsen kan du bortse från.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Byt e-postadress',
    Shortcut: 'byt-epost',
    Locale: 'sv',
    Subject: 'Ändrad e-postadress',
    Tags: ['account'],
    Body: 'Hej {{customer.firstName}}!\n\nVi har ändrat e-postadressen på ditt konto till [ny e-postadress]. Nästa gång du loggar in använder du den nya adressen.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Order kan inte ändras',
    Shortcut: 'order-plockad',
    Locale: 'sv',
    Subject: 'Din order {{order.number}}',
    Tags: ['order'],
    Body: 'Hej {{customer.firstName}}!\n\nTyvärr har din order redan plockats och kan inte längre ändras. Du kan returnera det du inte vill ha när paketet har kommit fram.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
  {
    Name: 'Delivery delayed (English)',
    Shortcut: 'delivery-delayed',
    Locale: 'en',
    Subject: 'Your order {{order.number}} is delayed',
    Tags: ['delivery', 'order'],
    Body: 'Hi {{customer.firstName}},\n\nThank you for getting in touch. Your order {{order.number}} has unfortunately been delayed by the carrier and is now expected on [date]. You can follow the parcel with the tracking link in the dispatch e-mail.\n\nWe apologise for the delay.\n\nKind regards\n{{agent.name}}, customer service',
  },
  {
    Name: 'Return label sent (English)',
    Shortcut: 'return-label',
    Locale: 'en',
    Subject: 'Return label for order {{order.number}}',
    Tags: ['return'],
    Body: 'Hi {{customer.firstName}},\n\nWe have registered your return and e-mailed you a return label. Drop the parcel off at a service point within 14 days. We refund you within 14 days of receiving the return.\n\nKind regards\n{{agent.name}}, customer service',
  },
  {
    Name: 'Forsinket levering (norsk)',
    Shortcut: 'levering-forsinket',
    Locale: 'nb',
    Subject: 'Ordren din {{order.number}} er forsinket',
    Tags: ['delivery'],
    Body: 'Hei {{customer.firstName}}!\n\nTakk for at du tok kontakt. Ordren din {{order.number}} er dessverre forsinket hos transportøren og ventes nå fram [dato].\n\nVennlig hilsen\n{{agent.name}}, kundeservice',
  },
  {
    Name: 'Delbetalning via Klarna',
    Shortcut: 'klarna-delbetalning',
    Locale: 'sv',
    Subject: null,
    Tags: ['payment'],
    Body: 'Hej {{customer.firstName}}!\n\nDelbetalningen hanteras av Klarna. Frågor om betalplan och avier besvarar Klarnas kundtjänst, som du når via Klarna-appen.\n\nVänliga hälsningar\n{{agent.name}}, kundtjänst',
  },
];

/**
 * Reminder chains of the shop's own invoices (SPEC.md "Invoice reminder action"): three days after the due
 * date an e-mail, then a paper reminder, then debt collection. Public-sector invoices never go to collection.
 */
function reminderActionRows(s: DemoStores) {
  const chain = (StoreID: number, MethodSKU: string, steps: [action: number, next: number, days: number | null][]) =>
    steps.map(([Action, NextAction, NextActionDays]) => ({ StoreID, MethodSKU, Action, NextAction, NextActionDays }));
  return [
    ...chain(s.se, 'INVOICE-B2B', [
      [0, 2, 3],
      [2, 3, 10],
      [3, 4, 14],
      [4, 0, null],
      [1, 0, null],
    ]),
    ...chain(s.no, 'INVOICE-B2B', [
      [0, 2, 3],
      [2, 4, 14],
      [4, 0, null],
    ]),
    ...chain(s.fi, 'INVOICE-B2B', [
      [0, 2, 5],
      [2, 3, 14],
      [3, 4, 14],
      [4, 0, null],
    ]),
    ...chain(s.se, 'INVOICE-PUBLIC', [
      [0, 2, 5],
      [2, 3, 20],
      [3, 0, null],
    ]),
  ];
}

export async function seedSettingResources(tx: Tx, { now, hashes }: ResourceSeedContext): Promise<void> {
  const s = await demoStores(tx);
  await tx.insert(sftpUsers).values(stamped(sftpRows(now, hashes.sftpPasswords), now, 40));
  await tx.insert(shippingMethods).values(stamped(shippingRows(s), now, 20));
  await tx.insert(paymentMethods).values(stamped(paymentRows(s), now, 25));
  await tx.insert(orderFilters).values(stamped(orderFilterRows(s), now, 9));
  await tx.insert(faqs).values(stamped(faqRows(s), now, 14));
  await tx.insert(contactFormTopics).values(stamped(contactTopicRows(s), now, 30));
  await tx.insert(searchTriggers).values(stamped(searchTriggerRows(s), now, 6));
  await tx.insert(stopWords).values(stamped(stopWordRows(), now, 2));
  await tx.insert(quickReplyTemplates).values(stamped(QUICK_REPLIES, now, 11));
  await tx.insert(returnSettings).values(
    stamped(
      [
        {
          ReturnWindowDays: 30,
          ReclaimPeriodMonths: 36,
          RefundDeadlineDays: 14,
          DefaultReturnAction: 1,
          FreeReturnShipping: false,
          ReturnShippingFee: '63.20',
          RequirePhotoForReclaim: true,
          ReturnAddress: 'Reservdelar Norden AB\nReturavdelningen\nLagervägen 12\n553 02 Jönköping\nSverige',
        },
      ],
      now,
      60,
    ),
  );
  await tx.insert(returnReclaimThresholds).values(stamped([{ ChargebackThreshold: '2000.00', ReplacementThreshold: '1500.00' }], now, 60));
  await tx.insert(invoiceReminderActions).values(stamped(reminderActionRows(s), now, 4));
}
