/**
 * The fixed texts behind the shop-content demo rows (server/demo/resources-shop.ts): the storefront's
 * pages, interface strings, documents and e-mail templates of a Nordic spare-parts and accessories shop,
 * in Swedish and English (the Norwegian and Finnish storefronts' own texts where a row belongs to them).
 */

type Texts = readonly [sv: string, en: string];

export interface PageSeed {
  title: Texts;
  slug: string;
  body: Texts;
  /** Country codes of the storefronts showing the page. */
  stores: readonly ('se' | 'no' | 'fi')[];
  published?: boolean;
  metaDescription?: Texts;
  noIndex?: boolean;
}

export const PAGES: readonly PageSeed[] = [
  {
    title: ['Om oss', 'About us'],
    slug: 'om-oss',
    stores: ['se', 'no', 'fi'],
    body: [
      '<h2>Reservdelar sedan 2011</h2><p>Vi startade i ett garage i Jönköping med en låda iPhone-skärmar. I dag skickar vi reservdelar, verktyg och tillbehör till hela Norden från vårt lager i Jönköping.</p><p>Vi tror att en telefon ska lagas, inte slängas.</p>',
      '<h2>Spare parts since 2011</h2><p>We started in a garage in Jönköping with a box of iPhone screens. Today we ship spare parts, tools and accessories across the Nordics from our warehouse in Jönköping.</p><p>We believe a phone should be repaired, not thrown away.</p>',
    ],
    metaDescription: [
      'Reservdelar, verktyg och tillbehör till mobilen, skickade från Jönköping sedan 2011.',
      'Phone spare parts, tools and accessories, shipped from Jönköping since 2011.',
    ],
  },
  {
    title: ['Frakt och leverans', 'Shipping and delivery'],
    slug: 'frakt-och-leverans',
    stores: ['se'],
    body: [
      '<h2>Leveranstider</h2><p>Beställ före 15.00 en vardag så skickar vi samma dag. Leverans sker normalt inom 1–2 vardagar.</p><ul><li>PostNord MyPack Collect: 49 kr, fri frakt över 499 kr</li><li>Varubrev: 29 kr</li><li>Budbee hem på kvällen: 69 kr</li><li>Instabox express: 59 kr</li></ul>',
      '<h2>Delivery times</h2><p>Order before 3 pm on a weekday and we ship the same day. Delivery usually takes 1–2 working days.</p><ul><li>PostNord MyPack Collect: SEK 49, free over SEK 499</li><li>Letter: SEK 29</li><li>Budbee evening home delivery: SEK 69</li><li>Instabox express: SEK 59</li></ul>',
    ],
    metaDescription: [
      'Leveranstider, fraktsätt och priser för Reservdelar.se.',
      'Delivery times, shipping methods and prices of Reservdelar.se.',
    ],
  },
  {
    title: ['Frakt och leverans i Norge', 'Shipping and delivery in Norway'],
    slug: 'frakt-og-levering',
    stores: ['no'],
    body: [
      '<p>Vi skickar med Bring till utlämningsställen i hela Norge och med Instabox i Oslo-området. Tull och moms ingår i priset.</p>',
      '<p>We ship with Bring to pick-up points all over Norway and with Instabox in the Oslo area. Duty and VAT are included in the price.</p>',
    ],
  },
  {
    title: ['Köpvillkor', 'Terms and conditions'],
    slug: 'kopvillkor',
    stores: ['se'],
    body: [
      '<h2>Allmänt</h2><p>Villkoren gäller köp från Reservdelar Norden AB via Reservdelar.se.</p><h2>Priser</h2><p>Alla priser anges i svenska kronor inklusive moms.</p><h2>Ångerrätt</h2><p>Du har 30 dagars ångerrätt från att du tagit emot varan.</p>',
      '<h2>General</h2><p>These terms apply to purchases from Reservdelar Norden AB through Reservdelar.se.</p><h2>Prices</h2><p>All prices are in Swedish kronor including VAT.</p><h2>Right of withdrawal</h2><p>You may withdraw from the purchase within 30 days of receiving the goods.</p>',
    ],
  },
  {
    title: ['Returer och ångerrätt', 'Returns and withdrawal'],
    slug: 'returer-och-angerratt',
    stores: ['se'],
    body: [
      '<p>Registrera returen under <em>Mina sidor</em> så får du en returetikett. Varan ska vara oanvänd och i originalförpackning. Vi återbetalar inom 14 dagar efter att returen kommit fram.</p>',
      '<p>Register the return under <em>My pages</em> to get a return label. The item must be unused and in its original packaging. We refund within 14 days of receiving the return.</p>',
    ],
  },
  {
    title: ['Reklamation och garanti', 'Claims and warranty'],
    slug: 'reklamation-och-garanti',
    stores: ['se'],
    body: [
      '<p>Du har tre års reklamationsrätt enligt konsumentköplagen och dessutom 12 månaders garanti på alla reservdelar. Bifoga gärna en bild på felet när du registrerar reklamationen.</p>',
      '<p>You have a three-year right to claim faults under consumer law and a 12-month warranty on every spare part. Please attach a photo of the fault when you register the claim.</p>',
    ],
  },
  {
    title: ['Integritetspolicy', 'Privacy policy'],
    slug: 'integritetspolicy',
    stores: ['se', 'no', 'fi'],
    body: [
      '<p>Vi behandlar dina personuppgifter för att kunna leverera din order, ge support och följa bokföringslagen. Vi säljer aldrig dina uppgifter.</p>',
      '<p>We process your personal data to deliver your order, give support and comply with the accounting law. We never sell your data.</p>',
    ],
  },
  {
    title: ['Guide: byt batteri i din iPhone', 'Guide: replace your iPhone battery'],
    slug: 'guide-batteribyte',
    stores: ['se'],
    body: [
      '<h2>Det här behöver du</h2><ul><li>Nytt batteri</li><li>Verktygssats med pentalobe-skruvmejsel</li><li>Sugkopp och plektrum</li></ul><h2>Steg för steg</h2><ol><li>Stäng av telefonen och ta bort de två skruvarna vid laddporten.</li><li>Värm kanten och lyft skärmen med sugkoppen.</li><li>Koppla bort batteriet innan du gör något annat.</li></ol>',
      '<h2>What you need</h2><ul><li>New battery</li><li>Tool kit with a pentalobe screwdriver</li><li>Suction cup and pick</li></ul><h2>Step by step</h2><ol><li>Switch the phone off and remove the two screws by the charging port.</li><li>Warm the edge and lift the screen with the suction cup.</li><li>Disconnect the battery before anything else.</li></ol>',
    ],
    metaDescription: [
      'Byt batteri i din iPhone själv på 30 minuter med vår guide steg för steg.',
      'Replace your iPhone battery yourself in 30 minutes with our step-by-step guide.',
    ],
  },
  {
    title: ['Guide: byt skärm på Samsung Galaxy', 'Guide: replace a Samsung Galaxy screen'],
    slug: 'guide-skarmbyte-samsung',
    stores: ['se'],
    body: [
      '<p>Skärmen på Galaxy S-modellerna sitter limmad mot ramen. Värm kanterna till cirka 80 grader, skär limmet med plektrum och använd nytt B7000-lim vid monteringen.</p>',
      '<p>The screen of the Galaxy S models is glued to the frame. Warm the edges to about 80 degrees, cut the adhesive with a pick and use new B7000 adhesive when reassembling.</p>',
    ],
  },
  {
    title: ['Handla som företag', 'Buying as a business'],
    slug: 'foretag',
    stores: ['se'],
    body: [
      '<p>Verkstäder och företag får priser exklusive moms, faktura med 30 dagars betalningsvillkor och en egen kontaktperson.</p>',
      '<p>Repair shops and businesses get prices excluding VAT, invoices with 30 days to pay and a contact person of their own.</p>',
    ],
  },
  {
    title: ['Kontakta oss', 'Contact us'],
    slug: 'kontakt',
    stores: ['se'],
    body: [
      '<p>Kundtjänst svarar vardagar 9–16. Använd kontaktformuläret så hamnar ditt ärende direkt hos rätt person.</p>',
      '<p>Customer service answers on weekdays 9–16. Use the contact form so your case reaches the right person directly.</p>',
    ],
  },
  {
    title: ['Cookies', 'Cookies'],
    slug: 'cookies',
    stores: ['se', 'no', 'fi'],
    body: [
      '<p>Vi använder nödvändiga cookies för varukorg och inloggning, och med ditt samtycke cookies för statistik.</p>',
      '<p>We use necessary cookies for the cart and sign-in, and with your consent cookies for statistics.</p>',
    ],
    noIndex: true,
  },
  {
    title: ['Black Friday', 'Black Friday'],
    slug: 'black-friday',
    stores: ['se', 'no', 'fi'],
    body: [
      '<h2>Upp till 40 % på skal och skärmskydd</h2><p>Gäller fredag till måndag så långt lagret räcker.</p>',
      '<h2>Up to 40 % off cases and screen protectors</h2><p>Valid Friday to Monday while stocks last.</p>',
    ],
    published: false,
    noIndex: true,
  },
];

/** Interface texts of the storefront, by key. */
export const STRINGS: readonly [key: string, sv: string, en: string, description?: string][] = [
  ['common.addToCart', 'Lägg i varukorgen', 'Add to cart'],
  ['common.inStock', 'I lager', 'In stock'],
  ['common.outOfStock', 'Slut i lager', 'Out of stock'],
  ['common.readMore', 'Läs mer', 'Read more'],
  ['common.showAll', 'Visa alla', 'Show all'],
  ['common.vatIncluded', 'inkl. moms', 'incl. VAT'],
  ['common.vatExcluded', 'exkl. moms', 'excl. VAT'],
  [
    'header.searchPlaceholder',
    'Sök bland 12 000 reservdelar och tillbehör',
    'Search 12,000 spare parts and accessories',
    'Platshållaren i sökfältet i sidhuvudet.',
  ],
  ['header.myPages', 'Mina sidor', 'My pages'],
  ['header.customerService', 'Kundtjänst', 'Customer service'],
  [
    'product.fitsModels',
    'Passar följande modeller',
    'Fits these models',
    'Rubrik över listan med kompatibla telefonmodeller på produktsidan.',
  ],
  ['product.chooseModel', 'Välj din modell', 'Choose your model'],
  ['product.warranty', '12 månaders garanti', '12-month warranty'],
  ['product.shipsToday', 'Beställ före 15.00 så skickas den i dag', 'Order before 3 pm and it ships today'],
  ['product.notifyMe', 'Meddela mig när den finns i lager', 'Notify me when it is back in stock'],
  ['product.reviews', 'Omdömen', 'Reviews'],
  ['category.filter', 'Filtrera', 'Filter'],
  ['category.sortBy', 'Sortera efter', 'Sort by'],
  ['category.noProducts', 'Inga produkter matchar filtret', 'No products match the filter'],
  ['cart.title', 'Varukorg', 'Cart'],
  ['cart.empty', 'Din varukorg är tom', 'Your cart is empty'],
  [
    'cart.freeShippingLeft',
    'Handla för {amount} till för fri frakt',
    'Spend {amount} more for free shipping',
    'Visas i varukorgen tills gränsen för fri frakt är nådd; {amount} är beloppet som saknas.',
  ],
  ['cart.couponCode', 'Rabattkod', 'Discount code'],
  ['checkout.title', 'Kassa', 'Checkout'],
  ['checkout.chooseServicePoint', 'Välj utlämningsställe', 'Choose a pick-up point'],
  ['checkout.placeOrder', 'Slutför köp', 'Place order'],
  ['checkout.terms', 'Jag godkänner köpvillkoren', 'I accept the terms and conditions'],
  ['account.orders', 'Mina ordrar', 'My orders'],
  ['account.registerReturn', 'Registrera retur', 'Register a return'],
  ['footer.newsletter', 'Få erbjudanden och guider i vårt nyhetsbrev', 'Get offers and guides in our newsletter'],
  [
    'footer.companyInfo',
    'Reservdelar Norden AB · Lagervägen 12 · 553 02 Jönköping',
    'Reservdelar Norden AB · Lagervägen 12 · 553 02 Jönköping',
    'Företagsuppgifterna längst ned på varje sida.',
  ],
];

export interface DocumentSeed {
  name: string;
  file: string;
  type: string;
  locale: string;
  store: 'se' | 'no' | 'fi' | null;
  paragraphs: readonly string[];
}

export const DOCUMENTS: readonly DocumentSeed[] = [
  {
    name: 'Köpvillkor Reservdelar.se',
    file: 'kopvillkor-reservdelar-se.pdf',
    type: 'terms',
    locale: 'sv',
    store: 'se',
    paragraphs: [
      'Dessa villkor gäller köp från Reservdelar Norden AB via Reservdelar.se.',
      'Priser anges i svenska kronor inklusive moms. Du har 30 dagars ångerrätt från att du tagit emot varan.',
      'Reklamationsrätten gäller i tre år enligt konsumentköplagen.',
    ],
  },
  {
    name: 'Kjøpsvilkår Mobildeler.no',
    file: 'kjopsvilkar-mobildeler-no.pdf',
    type: 'terms',
    locale: 'nb',
    store: 'no',
    paragraphs: [
      'Disse vilkårene gjelder kjøp fra Reservdelar Norden AB via Mobildeler.no.',
      'Alle priser er oppgitt i norske kroner inkludert merverdiavgift og toll.',
      'Du har 30 dagers angrerett fra du mottok varen.',
    ],
  },
  {
    name: 'Toimitusehdot Varaosat.fi',
    file: 'toimitusehdot-varaosat-fi.pdf',
    type: 'terms',
    locale: 'fi',
    store: 'fi',
    paragraphs: [
      'Näitä ehtoja sovelletaan ostoksiin, jotka tehdään Varaosat.fi-verkkokaupasta.',
      'Hinnat sisältävät arvonlisäveron. Sinulla on 30 päivän palautusoikeus.',
    ],
  },
  {
    name: 'Integritetspolicy',
    file: 'integritetspolicy.pdf',
    type: 'privacy',
    locale: 'sv',
    store: null,
    paragraphs: [
      'Vi behandlar personuppgifter för att leverera ordrar, ge support och följa bokföringslagen.',
      'Du har rätt att få ett registerutdrag och att få felaktiga uppgifter rättade.',
    ],
  },
  {
    name: 'Returformulär',
    file: 'returformular.pdf',
    type: 'returnForm',
    locale: 'sv',
    store: 'se',
    paragraphs: [
      'Ordernummer: ____________   Namn: ______________________',
      'Artikel och antal: ______________________________________',
      'Orsak: [ ] Ångrat köp   [ ] Fel modell   [ ] Trasig vara',
      'Skicka till: Reservdelar Norden AB, Returavdelningen, Lagervägen 12, 553 02 Jönköping.',
    ],
  },
  {
    name: 'Garantivillkor reservdelar',
    file: 'garantivillkor.pdf',
    type: 'warranty',
    locale: 'sv',
    store: null,
    paragraphs: [
      'Alla reservdelar har 12 månaders garanti från leveransdagen.',
      'Garantin gäller inte skador som uppstått vid montering, vätskeskador eller fysiska skador.',
    ],
  },
  {
    name: 'Säkerhetsdatablad litiumjonbatterier',
    file: 'sakerhetsdatablad-litiumjon.pdf',
    type: 'safetyDataSheet',
    locale: 'sv',
    store: null,
    paragraphs: [
      'Produkt: uppladdningsbara litiumjonbatterier för mobiltelefoner, 3,7–3,87 V.',
      'Förvara svalt och torrt. Punktera inte batteriet. Vid brand: släck med stora mängder vatten.',
      'Transport: UN 3480, förpackningsinstruktion 965.',
    ],
  },
  {
    name: 'Safety data sheet lithium-ion batteries',
    file: 'safety-data-sheet-lithium-ion.pdf',
    type: 'safetyDataSheet',
    locale: 'en',
    store: null,
    paragraphs: [
      'Product: rechargeable lithium-ion batteries for mobile phones, 3.7–3.87 V.',
      'Store cool and dry. Do not puncture. In case of fire: extinguish with large amounts of water.',
      'Transport: UN 3480, packing instruction 965.',
    ],
  },
  {
    name: 'Declaration of conformity USB-C charger 20 W',
    file: 'doc-chg-usbc-20w.pdf',
    type: 'declarationOfConformity',
    locale: 'en',
    store: null,
    paragraphs: [
      'Product: USB-C charger 20 W, article CHG-USBC-20W.',
      'The product conforms to Directive 2014/35/EU (LVD), 2014/30/EU (EMC) and 2011/65/EU (RoHS).',
      'Signed for Reservdelar Norden AB, Jönköping.',
    ],
  },
  {
    name: 'Manual: byt batteri i iPhone 13',
    file: 'manual-batteribyte-iphone-13.pdf',
    type: 'manual',
    locale: 'sv',
    store: null,
    paragraphs: [
      '1. Stäng av telefonen och ta bort de två pentalobe-skruvarna vid laddporten.',
      '2. Värm kanten och lyft skärmen med sugkoppen.',
      '3. Koppla bort batteriet, dra ur limremsorna och sätt i det nya batteriet.',
    ],
  },
  {
    name: 'Manual: byt skärm på Galaxy S23',
    file: 'manual-skarmbyte-galaxy-s23.pdf',
    type: 'manual',
    locale: 'sv',
    store: null,
    paragraphs: [
      '1. Värm skärmens kanter till cirka 80 grader.',
      '2. Skär limmet med plektrum runt hela ramen.',
      '3. Montera den nya skärmen med B7000-lim och låt den vila under press i en timme.',
    ],
  },
  {
    name: 'Prislista återförsäljare 2025',
    file: 'prislista-aterforsaljare-2025.pdf',
    type: 'priceList',
    locale: 'sv',
    store: 'se',
    paragraphs: [
      'Priser exklusive moms för återförsäljare med ramavtal, giltiga från 1 januari 2025.',
      'IP13-SCR-OLED 749 kr · IP13-BAT 219 kr · CHG-USBC-20W 89 kr · TOOL-KIT-PRO 299 kr',
    ],
  },
];

/** E-mail templates by type: SPEC.md's types 1–4 and the return templates 6–16. */
export const EMAIL_TEMPLATES: readonly { type: number; name: string; subject: Texts; body: Texts }[] = [
  {
    type: 1,
    name: 'Orderbekräftelse',
    subject: ['Tack för din order {{order.number}}', 'Thank you for your order {{order.number}}'],
    body: [
      '<p>Hej {{customer.firstName}}!</p><p>Vi har tagit emot din order {{order.number}} ({{order.date}}) och skickar den så snart den är plockad.</p>{{order.items}}<p>Levereras till:<br>{{order.deliveryAddress}}</p><p>Frakt: {{order.shippingMethod}}. Betalning: {{order.paymentMethod}}.</p>',
      '<p>Hi {{customer.firstName}},</p><p>We have received your order {{order.number}} ({{order.date}}) and will ship it as soon as it is picked.</p>{{order.items}}<p>Delivered to:<br>{{order.deliveryAddress}}</p><p>Shipping: {{order.shippingMethod}}. Payment: {{order.paymentMethod}}.</p>',
    ],
  },
  {
    type: 2,
    name: 'Godkänt samarbete',
    subject: ['Välkommen som samarbetspartner', 'Welcome as a partner'],
    body: [
      '<p>Hej {{partner.name}}!</p><p>Din ansökan om samarbete är godkänd. Din rabattkod är <strong>{{partner.code}}</strong>.</p>',
      '<p>Hi {{partner.name}},</p><p>Your partnership application is approved. Your discount code is <strong>{{partner.code}}</strong>.</p>',
    ],
  },
  {
    type: 3,
    name: 'Påminnelse om samarbete',
    subject: ['Glöm inte ditt samarbete med oss', 'Do not forget your partnership with us'],
    body: [
      '<p>Hej {{partner.name}}!</p><p>Vi har inte sett några inlägg med din kod på ett tag. Behöver du nya produkter att visa?</p>',
      '<p>Hi {{partner.name}},</p><p>We have not seen any posts with your code for a while. Do you need new products to show?</p>',
    ],
  },
  {
    type: 4,
    name: 'Nyhetsbrevskategori: guider',
    // The wrapper of every newsletter (server/content/newsletter-send.ts): its subject, its body, its link to leave.
    subject: ['{{newsletter.subject}}', '{{newsletter.subject}}'],
    body: [
      '<p>Hej {{customer.firstName}}! Här är nytt från {{store.name}} för dig som lagar själv.</p>{{newsletter.content}}<p>Du får det här mejlet eftersom du prenumererar på vårt nyhetsbrev. <a href="{{newsletter.unsubscribeUrl}}">Avregistrera dig</a></p>',
      '<p>Hi {{customer.firstName}}, here is news from {{store.name}} for those who repair things themselves.</p>{{newsletter.content}}<p>You get this e-mail because you subscribe to our newsletter. <a href="{{newsletter.unsubscribeUrl}}">Unsubscribe</a></p>',
    ],
  },
  {
    type: 5,
    name: 'Återställ lösenord',
    subject: ['Återställ ditt lösenord', 'Reset your password'],
    body: [
      '<p>Hej {{customer.firstName}}!</p><p>Någon (förhoppningsvis du) bad om ett nytt lösenord till ditt konto. Välj ett nytt här: <a href="{{reset.url}}">{{reset.url}}</a></p><p>Länken gäller i {{reset.expiresInMinutes}} minuter. Bad du inte om det kan du strunta i det här mejlet.</p>',
      '<p>Hi {{customer.firstName}},</p><p>Someone (hopefully you) asked for a new password for your account. Choose a new one here: <a href="{{reset.url}}">{{reset.url}}</a></p><p>The link is valid for {{reset.expiresInMinutes}} minutes. If you did not ask for it, you can ignore this e-mail.</p>',
    ],
  },
  {
    type: 6,
    name: 'Retur registrerad',
    subject: ['Vi har registrerat din retur {{return.number}}', 'We have registered your return {{return.number}}'],
    body: [
      '<p>Hej {{customer.firstName}}!</p><p>Din retur är registrerad. Skicka paketet inom 14 dagar.</p>',
      '<p>Hi {{customer.firstName}},</p><p>Your return is registered. Please send the parcel within 14 days.</p>',
    ],
  },
  {
    type: 7,
    name: 'Returetikett',
    subject: ['Din returetikett', 'Your return label'],
    body: [
      '<p>Här är din returetikett. Visa streckkoden hos ombudet eller skriv ut den.</p>{{return.label}}',
      '<p>Here is your return label. Show the barcode at the service point or print it.</p>{{return.label}}',
    ],
  },
  {
    type: 8,
    name: 'Retur mottagen',
    subject: ['Vi har tagit emot din retur', 'We have received your return'],
    body: [
      '<p>Vi har tagit emot returen {{return.number}} och går igenom den inom två vardagar.</p>',
      '<p>We have received return {{return.number}} and will inspect it within two working days.</p>',
    ],
  },
  {
    type: 9,
    name: 'Retur väntar på godkännande',
    subject: ['Din retur granskas', 'Your return is being reviewed'],
    body: [
      '<p>Din retur behöver godkännas av en kollega innan vi kan återbetala. Du hör av oss inom tre vardagar.</p>',
      "<p>Your return needs a colleague's approval before we can refund. You will hear from us within three working days.</p>",
    ],
  },
  {
    type: 10,
    name: 'Återbetalning godkänd',
    subject: ['Din återbetalning är godkänd', 'Your refund is approved'],
    body: [
      '<p>Returen {{return.number}} är godkänd. Vi återbetalar {{refund.amount}} till samma betalsätt som du använde.</p>',
      '<p>Return {{return.number}} is approved. We are refunding {{refund.amount}} to the payment method you used.</p>',
    ],
  },
  {
    type: 11,
    name: 'Återbetalning genomförd',
    subject: ['Pengarna är på väg', 'Your money is on its way'],
    body: [
      '<p>Återbetalningen på {{refund.amount}} är genomförd. Det kan ta 3–5 bankdagar innan den syns.</p>',
      '<p>The refund of {{refund.amount}} has been made. It can take 3–5 banking days to appear.</p>',
    ],
  },
  {
    type: 12,
    name: 'Retur nekad',
    subject: ['Din retur kunde inte godkännas', 'Your return could not be approved'],
    body: [
      '<p>Tyvärr kunde vi inte godkänna returen {{return.number}}: {{return.declineReason}}. Vi skickar tillbaka varan till dig.</p>',
      '<p>Unfortunately we could not approve return {{return.number}}: {{return.declineReason}}. We will send the item back to you.</p>',
    ],
  },
  {
    type: 13,
    name: 'Ersättningsvara skickad',
    subject: ['Din ersättningsvara är skickad', 'Your replacement has been sent'],
    body: [
      '<p>Vi skickar en ny vara i stället för den du returnerade (retur {{return.number}}) med order {{replacement.number}}. Du får ett spårningsnummer när paketet lämnar lagret.</p>{{return.items}}',
      '<p>We are sending a new item in place of the one you returned (return {{return.number}}) with order {{replacement.number}}. You will get a tracking number when the parcel leaves the warehouse.</p>{{return.items}}',
    ],
  },
  {
    type: 14,
    name: 'Bytesvara skickad',
    subject: ['Ditt byte är skickat', 'Your exchange has been sent'],
    body: [
      '<p>Bytesvaran är på väg med order {{replacement.number}}. Den gamla varan skickar du tillbaka med den bifogade returetiketten.</p>',
      '<p>Your exchange item is on its way with order {{replacement.number}}. Send the old item back with the enclosed return label.</p>',
    ],
  },
  {
    type: 15,
    name: 'Reklamation mottagen',
    subject: ['Vi har tagit emot din reklamation', 'We have received your claim'],
    body: [
      '<p>Tack för din reklamation {{return.number}}. Vi felsöker delen och återkommer inom fem vardagar.</p>',
      '<p>Thank you for your claim {{return.number}}. We will test the part and get back to you within five working days.</p>',
    ],
  },
  {
    type: 16,
    name: 'Reklamation nekad',
    subject: ['Din reklamation kunde inte godkännas', 'Your claim could not be approved'],
    body: [
      '<p>Vi har undersökt delen och hittade inget fabrikationsfel ({{return.declineReason}}).</p>',
      '<p>We have examined the part and found no manufacturing fault ({{return.declineReason}}).</p>',
    ],
  },
];
