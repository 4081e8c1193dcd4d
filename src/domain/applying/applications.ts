/**
 * The registry of ways to apply: for each kind of application the site explains, who takes it and every way the
 * law lets a resident hand it in, with the provisions that open each way. The guides' 'W jaki sposób'
 * (`<HowToApply />`, src/domain/benefits/) add the electronic ways of their kind from here, and a journey's step
 * (src/domain/journeys/) lists the ways of its kind by their names. Citations are to the consolidated texts the
 * pages cite (src/domain/benefits/phrases.ts).
 *
 * The law behind the electronic ways (secondary sources quoting the acts' current texts: forsal.pl 27 December
 * 2025, gazetaprawna.pl 30 December 2025, 24kurier.pl / PAP 2 January 2026, municipal notices such as sianow.pl
 * quoting art. 63 § 1; confirm in ISAP before a citation changes):
 * - Kodeks postępowania administracyjnego, art. 63 § 1: a podanie is handed in in writing or orally, and one in
 *   electronic form to the body's address for electronic delivery; unless another act says otherwise, a podanie
 *   sent to the body's e-mail address is left unexamined. § 3a: an electronic podanie carries a qualified
 *   electronic signature, a trusted signature (profil zaufany) or a personal signature (e-dowód). Art. 64 § 2: a
 *   podanie without what the law asks, a signature among it, is left unexamined unless the gap is filled within
 *   the time the body sets (at least 7 days). So a plain e-mail is never a way to apply (./plain-email.ts).
 * - Ustawa z dnia 18 listopada 2020 r. o doręczeniach elektronicznych, art. 155, as amended by the act of
 *   21 November 2024 (Dz.U. z 2024 r. poz. 1841): public bodies, municipal social assistance centres among them,
 *   have had an address for e-Doręczenia since 1 January 2025; until 31 December 2025 their ePUAP inboxes counted
 *   the same, and since 1 January 2026 e-Doręczenia is the channel, ePUAP only where an act names it. So the site
 *   names the centre's address for e-Doręczenia, never an ePUAP inbox.
 * - The acts on family benefits (art. 23 ust. 3a and 6a), on the alimony fund (art. 15 ust. 3a and 11), on the
 *   Large Family Card and on the heating voucher (art. 3 ust. 5) open their own electronic forms; the act on the
 *   state's help in bringing up children (800+, art. 13) and the act „Aktywny rodzic” (Dz.U. z 2024 r. poz. 858)
 *   take applications to ZUS only electronically: PUE/eZUS, the mZUS app, online banking or Emp@tia.
 */
import { centre } from '../centre/centre.ts';
import { channels, type ChannelId } from './channels.ts';

/** Who takes the application: this centre, or ZUS. */
export type Office = 'centre' | 'zus';

export interface Way {
  channel: ChannelId;
  /** The provisions that open this way for this kind of application. */
  basis: string;
  /**
   * The sentence a guide's 'W jaki sposób' shows for an electronic way, or for two when one sentence says both
   * (the other then has none). The paper ways' sentences are the guides' own (`ways` in src/domain/benefits/),
   * since each names its room or its rule.
   */
  sentence?: string;
}

export interface Application {
  office: Office;
  /** In the order a list names them. */
  ways: Way[];
  /**
   * Pages that tell in their own words, not by a guide, how to hand in this kind of application: they must name
   * each of its electronic ways too (tests/content/applying.test.ts).
   */
  explainedOn?: string[];
}

const kpa = 'Kodeksu postępowania administracyjnego';

const inPerson: Way = { channel: 'inPerson', basis: `art. 63 § 1 ${kpa}` };
const byPost: Way = { channel: 'byPost', basis: `art. 63 § 1 i art. 57 § 5 pkt 2 ${kpa}` };

const eDeliveryBasis = `art. 63 § 1 i § 3a ${kpa}; art. 155 ustawy z dnia 18 listopada 2020 r. o doręczeniach elektronicznych`;

/** Any application decided under the Kpa: to the centre's address for e-Doręczenia, signed. */
const eDelivery: Way = {
  channel: 'eDelivery',
  basis: eDeliveryBasis,
  sentence: `Przez e-Doręczenia – na adres ośrodka ${centre.eDeliveryAddress}, ze swojego adresu do e-Doręczeń (założysz go w aplikacji mObywatel). Wniosek podpisz podpisem zaufanym, osobistym albo kwalifikowanym, a dokumenty dołącz jako pliki. Zwykły e-mail nie wystarczy (art. 63 § 1 i § 3a ${kpa}).`,
};

/**
 * An act's own portal and the centre's address for e-Doręczenia in one sentence, without the e-mail warning, so
 * that the longest page (/zasilek-rodzinny) keeps within its 14 KB (docs/decisions.md, issue 48); the
 * e-Doręczenia way then has no sentence of its own.
 */
function portalOrEDelivery(portalBasis: string): Way[] {
  return [
    {
      channel: 'empatia',
      basis: portalBasis,
      sentence: `Przez internet – przez portal Emp@tia albo przez e-Doręczenia na adres ośrodka ${centre.eDeliveryAddress}, z podpisem zaufanym, osobistym albo kwalifikowanym (${portalBasis}, art. 63 § 1 i § 3a ${kpa}).`,
    },
    { channel: 'eDelivery', basis: eDeliveryBasis },
  ];
}

export type ApplicationKind =
  | 'centreDecision'
  | 'familyBenefit'
  | 'alimonyFund'
  | 'largeFamilyCard'
  | 'heatingVoucher'
  | 'withoutDecision'
  | 'zusChildBenefit'
  | 'zusActiveParent';

export const applications: Record<ApplicationKind, Application> = {
  /** Decided by the centre under the Kpa: social assistance, housing allowance, scholarships, health care, certificates. */
  centreDecision: { office: 'centre', ways: [inPerson, byPost, eDelivery], explainedOn: ['/swiadczenia-pieniezne'] },
  familyBenefit: {
    office: 'centre',
    explainedOn: ['/swiadczenia-rodzinne'],
    ways: [
      { channel: 'inPerson', basis: 'art. 23 ust. 2 ustawy o świadczeniach rodzinnych' },
      byPost,
      ...portalOrEDelivery('art. 23 ust. 3a i 6a ustawy o świadczeniach rodzinnych'),
    ],
  },
  alimonyFund: {
    office: 'centre',
    ways: [
      { channel: 'inPerson', basis: 'art. 15 ust. 2 ustawy o pomocy osobom uprawnionym do alimentów' },
      byPost,
      ...portalOrEDelivery('art. 15 ust. 3a i 11 ustawy o pomocy osobom uprawnionym do alimentów'),
    ],
  },
  largeFamilyCard: {
    office: 'centre',
    ways: [
      { channel: 'inPerson', basis: 'ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny' },
      {
        channel: 'empatia',
        basis: 'ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny (wniosek w postaci elektronicznej)',
        sentence: 'Przez internet – na portalu Emp@tia (empatia.mrpips.gov.pl).',
      },
    ],
  },
  heatingVoucher: {
    office: 'centre',
    ways: [
      { channel: 'inPerson', basis: 'art. 3 ust. 4 ustawy o bonie ciepłowniczym' },
      { channel: 'byPost', basis: 'art. 3 ust. 4 ustawy o bonie ciepłowniczym' },
      {
        channel: 'govPl',
        basis: 'art. 3 ust. 5 ustawy o bonie ciepłowniczym',
        sentence:
          'Przez internet (elektronicznie) – na rządowym portalu gov.pl, z kwalifikowanym podpisem elektronicznym, podpisem zaufanym albo podpisem osobistym (art. 3 ust. 5 ustawy o bonie ciepłowniczym).',
      },
    ],
  },
  /**
   * What the centre does without an administrative decision (joining a programme it runs, a funeral no one else
   * will arrange): no podanie under the Kpa, so no electronic way the law requires; the guide names its own.
   */
  withoutDecision: { office: 'centre', ways: [{ channel: 'inPerson', basis: 'regulamin programu albo zgłoszenie' }] },
  zusChildBenefit: {
    office: 'zus',
    ways: [
      { channel: 'zusOnline', basis: 'art. 13 ustawy z dnia 11 lutego 2016 r. o pomocy państwa w wychowywaniu dzieci' },
    ],
  },
  zusActiveParent: {
    office: 'zus',
    ways: [
      {
        channel: 'zusOnline',
        basis:
          'ustawa z dnia 15 maja 2024 r. o wspieraniu rodziców w aktywności zawodowej oraz w wychowaniu dziecka – „Aktywny rodzic”',
      },
    ],
  },
};

/** The sentences a guide adds to its own ways: those of the electronic ways of its kind, in the registry's order. */
export function electronicSentences(kind: ApplicationKind): string[] {
  return applications[kind].ways.flatMap((way) => (way.sentence ? [way.sentence] : []));
}

/** The electronic ways of `kind` that none of `sentences` names: what a page that says them leaves out. */
export function unnamedElectronicWays(kind: ApplicationKind, sentences: string[]): ChannelId[] {
  return electronicChannels(kind).filter(
    (channel) => !sentences.some((sentence) => sentence.includes(channels[channel].named)),
  );
}

/** The electronic ways the law opens for a kind of application. */
export function electronicChannels(kind: ApplicationKind): ChannelId[] {
  return applications[kind].ways.filter((way) => channels[way.channel].electronic).map((way) => way.channel);
}

/** Whether `kind` names an application of the registry (for data the type system did not check). */
export function isApplicationKind(kind: string): kind is ApplicationKind {
  return Object.hasOwn(applications, kind);
}
