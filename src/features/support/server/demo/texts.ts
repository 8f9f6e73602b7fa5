/**
 * What the demo tickets say (src/features/support/server/demo/tickets.ts): what customers of a spare-parts shop write about,
 * in each storefront's language (sv, nb, fi) and in English, with the shop's answers and the agents' internal
 * notes (in Swedish: the support team works in Swedish).
 */

/** The topics a demo ticket is about; `order` ones name one of the customer's orders, `return` ones a return too. */
export type DemoTopic = 'where' | 'delayed' | 'wrong' | 'broken' | 'refund' | 'invoice' | 'fits' | 'address' | 'spam';

export const TOPIC_NEEDS: Readonly<Record<DemoTopic, 'order' | 'return' | null>> = {
  where: 'order',
  delayed: 'order',
  wrong: 'order',
  broken: 'order',
  refund: 'return',
  invoice: 'order',
  fits: null,
  address: 'order',
  spam: null,
};

/** The storefront contact form's topic of a ticket on that channel (the Topic column). */
export const CONTACT_FORM_TOPIC: Readonly<Record<DemoTopic, string>> = {
  where: 'order',
  delayed: 'delivery',
  wrong: 'return',
  broken: 'reclaim',
  refund: 'refund',
  invoice: 'invoice',
  fits: 'product',
  address: 'order',
  spam: 'other',
};

export interface Vars {
  /** The customer's first name. */
  name: string;
  /** The agent's first name. */
  agent: string;
  order: string;
  /** A phone model the customer has. */
  model: string;
  store: string;
}

interface Lines {
  subject(v: Vars): string;
  /** The customer's first message. */
  first(v: Vars): string;
  /** The shop's answer. */
  reply(v: Vars): string;
  /** The customer writing again after an answer. */
  again(v: Vars): string;
}

type Language = 'sv' | 'nb' | 'fi' | 'en';

interface LanguageTexts {
  topics: Readonly<Record<Exclude<DemoTopic, 'spam'>, Lines>>;
  /** The customer's last word on a solved thread. */
  thanks(v: Vars): string;
  /** The greeting and signature around every reply. */
  sign(v: Vars, body: string): string;
}

const SV: LanguageTexts = {
  topics: {
    where: {
      subject: (v) => `Var är min order ${v.order}?`,
      first: (v) =>
        `Hej!\n\nJag beställde för en vecka sedan (order ${v.order}) men har inte fått något paket eller någon spårningslänk. Var är min order?\n\nMvh ${v.name}`,
      reply: (v) =>
        `Din order ${v.order} skickades i förrgår och ligger nu hos PostNord. Spårningslänken finns i leveransbeskedet; paketet bör vara framme inom ett par dagar.`,
      again: (v) => `Hej igen, spårningen har inte ändrats på tre dagar. Kan ni kolla med PostNord?\n\n/${v.name}`,
    },
    delayed: {
      subject: (v) => `Försenad leverans, order ${v.order}`,
      first: (v) =>
        `Hej,\n\nEnligt bekräftelsen skulle order ${v.order} vara framme i måndags. Jag behöver skärmen till min ${v.model} snarast. Vad har hänt?\n\n${v.name}`,
      reply: (v) =>
        `Vi ber om ursäkt för förseningen. Transportören har haft problem i din region; order ${v.order} är på väg och beräknas fram i morgon.`,
      again: (v) => `Fortfarande inget paket. Jag vill avbryta om det inte kommer i veckan.\n\n${v.name}`,
    },
    wrong: {
      subject: (v) => `Fel del levererad (${v.order})`,
      first: (v) =>
        `Hej!\n\nJag fick ett batteri som inte passar min ${v.model}, fast jag valde rätt modell i butiken. Ordernummer ${v.order}. Hur gör jag för att byta?\n\nHälsningar ${v.name}`,
      reply: () =>
        `Tråkigt att det blev fel. Vi har skickat en returetikett till din e-post; rätt del skickas så snart returen är registrerad.`,
      again: (v) => `Tack, paketet är lämnat hos ombudet i dag.\n\n${v.name}`,
    },
    broken: {
      subject: (v) => `Reklamation: skärmen fungerar inte (order ${v.order})`,
      first: (v) =>
        `Hej,\n\nSkärmen jag köpte (order ${v.order}) har slutat reagera på touch efter två veckor. Jag bifogar en bild. Kan ni hjälpa mig?\n\n${v.name}`,
      reply: () => `Tack för bilden. Vi godkänner reklamationen och skickar en ny skärm i dag, utan kostnad.`,
      again: (v) => `Ska jag skicka tillbaka den trasiga skärmen också?\n\n/${v.name}`,
    },
    refund: {
      subject: (v) => `När får jag pengarna tillbaka? Order ${v.order}`,
      first: (v) =>
        `Hej!\n\nJag returnerade delar från order ${v.order} för två veckor sedan men har inte sett någon återbetalning än.\n\n${v.name}`,
      reply: () =>
        `Din retur är mottagen och återbetalningen gjordes i går. Beroende på bank kan det ta 3–5 bankdagar innan pengarna syns.`,
      again: (v) => `Pengarna har fortfarande inte kommit. Kan ni skicka ett kvitto på återbetalningen?\n\n${v.name}`,
    },
    invoice: {
      subject: (v) => `Fråga om faktura för order ${v.order}`,
      first: (v) =>
        `Hej,\n\nJag har fått en påminnelse för order ${v.order} fast jag betalade fakturan i tid. Kan ni kontrollera?\n\n${v.name}`,
      reply: () => `Vi har kontrollerat och din betalning har kommit in. Påminnelsen kan du bortse från.`,
      again: (v) => `Bra, men varför fick jag en påminnelseavgift?\n\n${v.name}`,
    },
    fits: {
      subject: (v) => `Passar laddporten till ${v.model}?`,
      first: (v) =>
        `Hej!\n\nPassar er laddport med flexkabel till min ${v.model}, eller finns det olika versioner?\n\nTack på förhand, ${v.name}`,
      reply: (v) => `Ja, laddporten passar ${v.model}. Välj modellen i filtret på produktsidan så visas bara delar som passar.`,
      again: (v) => `Ingår verktyg för att öppna telefonen?\n\n${v.name}`,
    },
    address: {
      subject: (v) => `Ändra leveransadress på order ${v.order}`,
      first: (v) => `Hej,\n\nJag har flyttat och skrev fel adress på order ${v.order}. Kan ni ändra innan den skickas?\n\n${v.name}`,
      reply: () => `Vi har ändrat leveransadressen. Ordern skickas i dag till den nya adressen.`,
      again: (v) => `Tack! Går det att lägga till en skärmskyddsfilm också?\n\n${v.name}`,
    },
  },
  thanks: (v) => `Tack för hjälpen!\n\n${v.name}`,
  sign: (v, body) => `Hej ${v.name}!\n\n${body}\n\nVänliga hälsningar\n${v.agent}, kundtjänst ${v.store}`,
};

const NB: LanguageTexts = {
  topics: {
    where: {
      subject: (v) => `Hvor er ordren min ${v.order}?`,
      first: (v) =>
        `Hei!\n\nJeg bestilte for en uke siden (ordre ${v.order}), men har ikke fått noen pakke eller sporingslenke. Hvor er ordren?\n\nHilsen ${v.name}`,
      reply: (v) => `Ordren din ${v.order} ble sendt i forgårs og er nå hos Posten. Sporingslenken står i leveransebeskjeden.`,
      again: (v) => `Hei igjen, sporingen har ikke endret seg på tre dager.\n\n${v.name}`,
    },
    delayed: {
      subject: (v) => `Forsinket levering, ordre ${v.order}`,
      first: (v) => `Hei,\n\nOrdre ${v.order} skulle vært fremme på mandag. Jeg trenger skjermen til min ${v.model} snarest.\n\n${v.name}`,
      reply: (v) => `Beklager forsinkelsen. Ordre ${v.order} er på vei og ventes fremme i morgen.`,
      again: (v) => `Fortsatt ingen pakke. Jeg vil avbestille hvis den ikke kommer denne uken.\n\n${v.name}`,
    },
    wrong: {
      subject: (v) => `Feil del levert (${v.order})`,
      first: (v) =>
        `Hei!\n\nJeg fikk et batteri som ikke passer min ${v.model}. Ordrenummer ${v.order}. Hvordan bytter jeg?\n\nHilsen ${v.name}`,
      reply: () => `Beklager feilen. Vi har sendt en returetikett på e-post; riktig del sendes når returen er registrert.`,
      again: (v) => `Takk, pakken er levert hos Posten i dag.\n\n${v.name}`,
    },
    broken: {
      subject: (v) => `Reklamasjon: skjermen virker ikke (ordre ${v.order})`,
      first: (v) => `Hei,\n\nSkjermen fra ordre ${v.order} sluttet å reagere etter to uker. Bilde vedlagt.\n\n${v.name}`,
      reply: () => `Takk for bildet. Vi godkjenner reklamasjonen og sender en ny skjerm i dag, uten kostnad.`,
      again: (v) => `Skal jeg sende den ødelagte skjermen tilbake?\n\n${v.name}`,
    },
    refund: {
      subject: (v) => `Når får jeg pengene tilbake? Ordre ${v.order}`,
      first: (v) => `Hei!\n\nJeg returnerte deler fra ordre ${v.order} for to uker siden, men har ikke fått pengene tilbake.\n\n${v.name}`,
      reply: () => `Returen er mottatt og beløpet ble tilbakebetalt i går. Det kan ta 3–5 virkedager før pengene vises.`,
      again: (v) => `Pengene har fortsatt ikke kommet.\n\n${v.name}`,
    },
    invoice: {
      subject: (v) => `Spørsmål om faktura for ordre ${v.order}`,
      first: (v) => `Hei,\n\nJeg har fått purring for ordre ${v.order}, men betalte i tide.\n\n${v.name}`,
      reply: () => `Vi har sjekket, og betalingen har kommet inn. Du kan se bort fra purringen.`,
      again: (v) => `Hvorfor fikk jeg purregebyr?\n\n${v.name}`,
    },
    fits: {
      subject: (v) => `Passer ladeporten til ${v.model}?`,
      first: (v) => `Hei!\n\nPasser ladeporten med flekskabel til min ${v.model}?\n\nHilsen ${v.name}`,
      reply: (v) => `Ja, ladeporten passer ${v.model}. Velg modellen i filteret på produktsiden.`,
      again: (v) => `Følger det med verktøy?\n\n${v.name}`,
    },
    address: {
      subject: (v) => `Endre leveringsadresse på ordre ${v.order}`,
      first: (v) => `Hei,\n\nJeg skrev feil adresse på ordre ${v.order}. Kan dere endre den før den sendes?\n\n${v.name}`,
      reply: () => `Vi har endret leveringsadressen. Ordren sendes i dag.`,
      again: (v) => `Takk! Kan dere legge til en skjermbeskyttelse også?\n\n${v.name}`,
    },
  },
  thanks: (v) => `Tusen takk for hjelpen!\n\n${v.name}`,
  sign: (v, body) => `Hei ${v.name}!\n\n${body}\n\nVennlig hilsen\n${v.agent}, kundeservice ${v.store}`,
};

const FI: LanguageTexts = {
  topics: {
    where: {
      subject: (v) => `Missä tilaukseni ${v.order} on?`,
      first: (v) =>
        `Hei!\n\nTilasin viikko sitten (tilaus ${v.order}), mutta en ole saanut pakettia enkä seurantalinkkiä.\n\nTerveisin ${v.name}`,
      reply: (v) => `Tilauksesi ${v.order} lähti toissapäivänä ja on nyt Postilla. Seurantalinkki on toimitusvahvistuksessa.`,
      again: (v) => `Seuranta ei ole päivittynyt kolmeen päivään.\n\n${v.name}`,
    },
    delayed: {
      subject: (v) => `Viivästynyt toimitus, tilaus ${v.order}`,
      first: (v) =>
        `Hei,\n\nTilauksen ${v.order} piti olla perillä maanantaina. Tarvitsen näytön ${v.model}-puhelimeeni pian.\n\n${v.name}`,
      reply: (v) => `Pahoittelemme viivästystä. Tilaus ${v.order} on matkalla ja perillä huomenna.`,
      again: (v) => `Pakettia ei vieläkään ole tullut.\n\n${v.name}`,
    },
    wrong: {
      subject: (v) => `Väärä osa toimitettu (${v.order})`,
      first: (v) => `Hei!\n\nSain akun, joka ei sovi ${v.model}-puhelimeeni. Tilausnumero ${v.order}. Miten vaihdan sen?\n\n${v.name}`,
      reply: () => `Pahoittelemme virhettä. Lähetimme palautuslipukkeen sähköpostiisi; oikea osa lähtee, kun palautus on kirjattu.`,
      again: (v) => `Kiitos, paketti on jätetty postiin tänään.\n\n${v.name}`,
    },
    broken: {
      subject: (v) => `Reklamaatio: näyttö ei toimi (tilaus ${v.order})`,
      first: (v) => `Hei,\n\nTilauksen ${v.order} näyttö lakkasi reagoimasta kahden viikon jälkeen. Kuva liitteenä.\n\n${v.name}`,
      reply: () => `Kiitos kuvasta. Hyväksymme reklamaation ja lähetämme uuden näytön tänään veloituksetta.`,
      again: (v) => `Pitääkö rikkinäinen näyttö palauttaa?\n\n${v.name}`,
    },
    refund: {
      subject: (v) => `Milloin saan rahat takaisin? Tilaus ${v.order}`,
      first: (v) => `Hei!\n\nPalautin osia tilauksesta ${v.order} kaksi viikkoa sitten, mutta hyvitystä ei ole näkynyt.\n\n${v.name}`,
      reply: () => `Palautus on vastaanotettu ja hyvitys maksettiin eilen. Rahat näkyvät tililläsi 3–5 pankkipäivässä.`,
      again: (v) => `Rahoja ei ole vieläkään tullut.\n\n${v.name}`,
    },
    invoice: {
      subject: (v) => `Kysymys laskusta, tilaus ${v.order}`,
      first: (v) => `Hei,\n\nSain maksumuistutuksen tilauksesta ${v.order}, vaikka maksoin ajallaan.\n\n${v.name}`,
      reply: () => `Tarkistimme asian: maksusi on saapunut. Voit jättää muistutuksen huomiotta.`,
      again: (v) => `Miksi sain muistutusmaksun?\n\n${v.name}`,
    },
    fits: {
      subject: (v) => `Sopiiko latausportti ${v.model}-puhelimeen?`,
      first: (v) => `Hei!\n\nSopiiko latausportti ${v.model}-puhelimeeni?\n\nKiitos, ${v.name}`,
      reply: (v) => `Kyllä, latausportti sopii ${v.model}-puhelimeen. Valitse malli tuotesivun suodattimesta.`,
      again: (v) => `Tuleeko mukana työkalut?\n\n${v.name}`,
    },
    address: {
      subject: (v) => `Toimitusosoitteen muutos, tilaus ${v.order}`,
      first: (v) => `Hei,\n\nKirjoitin väärän osoitteen tilaukseen ${v.order}. Voitteko muuttaa sen ennen lähetystä?\n\n${v.name}`,
      reply: () => `Muutimme toimitusosoitteen. Tilaus lähtee tänään.`,
      again: (v) => `Kiitos! Voitteko lisätä myös näytönsuojan?\n\n${v.name}`,
    },
  },
  thanks: (v) => `Kiitos avusta!\n\n${v.name}`,
  sign: (v, body) => `Hei ${v.name}!\n\n${body}\n\nYstävällisin terveisin\n${v.agent}, asiakaspalvelu ${v.store}`,
};

const EN: LanguageTexts = {
  topics: {
    where: {
      subject: (v) => `Where is my order ${v.order}?`,
      first: (v) =>
        `Hello,\n\nI ordered a week ago (order ${v.order}) but have not received a parcel or a tracking link. Where is my order?\n\nBest regards, ${v.name}`,
      reply: (v) => `Your order ${v.order} left our warehouse two days ago. The tracking link is in the dispatch e-mail.`,
      again: (v) => `Hi again, the tracking has not changed for three days.\n\n${v.name}`,
    },
    delayed: {
      subject: (v) => `Delayed delivery, order ${v.order}`,
      first: (v) => `Hi,\n\nOrder ${v.order} should have arrived on Monday. I need the screen for my ${v.model} urgently.\n\n${v.name}`,
      reply: (v) => `We are sorry for the delay. Order ${v.order} is on its way and expected tomorrow.`,
      again: (v) => `Still no parcel. I want to cancel if it does not arrive this week.\n\n${v.name}`,
    },
    wrong: {
      subject: (v) => `Wrong part delivered (${v.order})`,
      first: (v) =>
        `Hello,\n\nI received a battery that does not fit my ${v.model}. Order number ${v.order}. How do I exchange it?\n\n${v.name}`,
      reply: () => `Sorry about that. We have e-mailed you a return label; the right part ships once the return is registered.`,
      again: (v) => `Thanks, the parcel is dropped off today.\n\n${v.name}`,
    },
    broken: {
      subject: (v) => `Complaint: screen not working (order ${v.order})`,
      first: (v) => `Hi,\n\nThe screen from order ${v.order} stopped responding to touch after two weeks. Photo attached.\n\n${v.name}`,
      reply: () => `Thank you for the photo. We accept the complaint and send a new screen today, free of charge.`,
      again: (v) => `Should I send the broken screen back?\n\n${v.name}`,
    },
    refund: {
      subject: (v) => `When do I get my refund? Order ${v.order}`,
      first: (v) => `Hello,\n\nI returned parts from order ${v.order} two weeks ago but have not seen a refund yet.\n\n${v.name}`,
      reply: () => `Your return has arrived and we refunded you yesterday. It may take 3–5 banking days to show.`,
      again: (v) => `The money has still not arrived.\n\n${v.name}`,
    },
    invoice: {
      subject: (v) => `Question about the invoice for order ${v.order}`,
      first: (v) => `Hi,\n\nI got a reminder for order ${v.order} although I paid the invoice on time.\n\n${v.name}`,
      reply: () => `We have checked, and your payment has arrived. Please disregard the reminder.`,
      again: (v) => `Why was I charged a reminder fee?\n\n${v.name}`,
    },
    fits: {
      subject: (v) => `Does the charging port fit the ${v.model}?`,
      first: (v) => `Hello,\n\nDoes your charging port with flex cable fit my ${v.model}?\n\nThanks, ${v.name}`,
      reply: (v) => `Yes, the charging port fits the ${v.model}. Choose the model in the product page's filter to see only parts that fit.`,
      again: (v) => `Are tools included?\n\n${v.name}`,
    },
    address: {
      subject: (v) => `Change delivery address on order ${v.order}`,
      first: (v) => `Hi,\n\nI wrote the wrong address on order ${v.order}. Can you change it before it ships?\n\n${v.name}`,
      reply: () => `We have changed the delivery address. The order ships today.`,
      again: (v) => `Thanks! Could you add a screen protector as well?\n\n${v.name}`,
    },
  },
  thanks: (v) => `Thank you for your help!\n\n${v.name}`,
  sign: (v, body) => `Hi ${v.name},\n\n${body}\n\nKind regards\n${v.agent}, customer service ${v.store}`,
};

const TEXTS: Readonly<Record<Language, LanguageTexts>> = { sv: SV, nb: NB, fi: FI, en: EN };

/** The texts for a locale: the storefronts' languages, else English. */
export function textsFor(locale: string): LanguageTexts {
  return TEXTS[(locale in TEXTS ? locale : 'en') as Language];
}

/** Spam arrives in English whatever the store. */
export const SPAM: readonly { subject: string; body: string }[] = [
  {
    subject: 'Boost your SEO ranking today',
    body: 'Dear website owner,\n\nWe can get your shop to the first page of Google in 7 days. Reply for a free audit.',
  },
  { subject: 'Invoice #88231 overdue', body: 'Please open the attached document to view your overdue invoice and pay within 24 hours.' },
  {
    subject: 'Partnership proposal',
    body: 'Hello dear,\n\nI have a business proposal of mutual benefit worth USD 4.5 million. Kindly reply.',
  },
  {
    subject: 'Wholesale phone cases 80% off',
    body: 'Factory direct prices on phone cases, MOQ 500 pcs. Contact our sales team on WhatsApp.',
  },
];

/** The agents' internal notes (the team writes in Swedish). */
export const NOTES: readonly ((v: Vars) => string)[] = [
  (v) => `Kollat med lagret: order ${v.order} plockades i tisdags.`,
  () => 'Ringde kunden, inget svar. Försöker igen i morgon.',
  (v) => `Kunden har en ${v.model}; delen i ordern är för fel årsmodell.`,
  () => 'Väntar på svar från PostNord om försvunnet paket.',
  () => 'Stämt av med ekonomi: betalningen är bokförd.',
  () => 'Andra ärendet från samma kund den här månaden.',
];
