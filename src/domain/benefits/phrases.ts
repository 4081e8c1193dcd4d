/**
 * Sentences that several guides share, written once. Citations are to the consolidated texts: ustawa o pomocy
 * społecznej (Dz.U. 2026 poz. 639), ustawa o świadczeniach rodzinnych (Dz.U. 2026 poz. 1240) and Kodeks
 * postępowania administracyjnego (Dz.U. 2025 poz. 1691).
 */
import { asList } from '../../util/lists.ts';
import type { ApplicationGuide } from './types.ts';

/** The steps of an administrative decision. */
export const steps = {
  interview:
    'Pracownik socjalny przeprowadzi z Tobą rodzinny wywiad środowiskowy – rozmowę o Twojej sytuacji, dochodach i majątku, zwykle w Twoim domu (art. 106 ust. 4 i art. 107 ust. 1 ustawy o pomocy społecznej).',
  decision:
    'Ośrodek wydaje decyzję. Zwykle robi to w ciągu miesiąca, a w trudnej sprawie – w ciągu dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).',
  /** The time limit alone, after a step that already names the decision. */
  timeLimit:
    'Zwykle trwa to do miesiąca, w trudnej sprawie do dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).',
  appeal:
    'Jeżeli nie zgadzasz się z decyzją, w ciągu 14 dni od jej otrzymania możesz się odwołać do samorządowego kolegium odwoławczego. Odwołanie składasz za pośrednictwem ośrodka (art. 17 pkt 1 i art. 129 Kodeksu postępowania administracyjnego).',
} as const;

/** How to hand in an application on paper, and notes; the ways online are in src/domain/applying/. */
export const ways = {
  inPerson:
    'Osobiście – w sekretariacie ośrodka albo u pracownika socjalnego z Twojego rejonu (rejony są na stronie „Kadra”).',
  byPost: 'Pocztą – na adres ośrodka.',
  homeVisit: 'Jeżeli nie możesz przyjść, zadzwoń: pracownik socjalny może przyjść do Ciebie.',
  /** Social assistance (art. 102 ustawy o pomocy społecznej). */
  onBehalf:
    'Wniosek może złożyć też ktoś bliski albo inna osoba – za zgodą osoby, której pomoc ma dotyczyć (art. 102 ust. 1 ustawy o pomocy społecznej).',
} as const;

/**
 * Family benefits in person and by post (art. 23 ust. 2 ustawy o świadczeniach rodzinnych); the ways online follow
 * from the registry (src/domain/applying/applications.ts, `familyBenefit`).
 */
export const familyBenefitWays = [
  'Osobiście – w dziale, którego pokój i godziny podajemy wyżej. Wniosek składasz w gminie, w której mieszkasz (art. 23 ust. 2 ustawy o świadczeniach rodzinnych).',
  ways.byPost,
];

/** What most applications need. */
export const documents = {
  application: 'wniosek o przyznanie świadczenia z pomocy społecznej,',
  identity: 'dowód osobisty albo inny dokument tożsamości,',
  income: 'dokumenty o dochodach wszystkich osób we wspólnym gospodarstwie z miesiąca przed złożeniem wniosku,',
  statements: 'oświadczenie o dochodach i oświadczenie o stanie majątkowym,',
  bankAccount: 'numer rachunku bankowego, jeżeli pieniądze mają przychodzić na konto.',
} as const;

export const socialAssistanceForms = [
  '/documents/PS/wniosek_o_pomoc_spoleczna.pdf',
  '/documents/PS/oswiadczenie_o_dochodach.pdf',
  '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
];

/** Social assistance runs from the month of the application (art. 106 ust. 3 ustawy o pomocy społecznej). */
export const anyTime =
  'Wniosek możesz złożyć w każdej chwili. Zasiłek przysługuje od miesiąca, w którym złożysz wniosek z dokumentami (art. 106 ust. 3 ustawy o pomocy społecznej).';

/** Family benefits: missing documents, 14 to 30 days (art. 24a ustawy o świadczeniach rodzinnych). */
export const missingDocuments =
  'Jeżeli brakuje dokumentów, ośrodek przyjmie wniosek i da Ci od 14 do 30 dni na ich dostarczenie. Bez nich wniosek nie zostanie rozpatrzony (art. 24a ust. 2 ustawy o świadczeniach rodzinnych). Źle wypełniony wniosek trzeba poprawić w ciągu 14 dni od wezwania (art. 24a ust. 1).';

export const monthly = 'Świadczenie wypłacamy co miesiąc (art. 26 ust. 1 ustawy o świadczeniach rodzinnych).';

/** A benefit that depends on a disability ruling runs from the month of the ruling's application (art. 24 ust. 2–2a). */
export const afterRuling = (benefit: string): string =>
  `Wniosek możesz złożyć w każdej chwili. ${benefit} przysługuje od miesiąca, w którym złożysz wniosek z dokumentami (art. 24 ust. 2 ustawy o świadczeniach rodzinnych). Jeżeli złożysz go w ciągu 3 miesięcy od wydania orzeczenia, ${benefit.toLowerCase()} przysługuje od miesiąca złożenia wniosku o orzeczenie (art. 24 ust. 2a).`;

/** The medical certificate care services need; specialist care services need their own. */
export const careMedicalCertificate =
  'zaświadczenie lekarskie o stanie zdrowia i o tym, że potrzebujesz pomocy innych osób,';

/** Care services, Opieka 75+ (which pays for care services) and specialist care services. */
export function careServicesGuide(medicalCertificate: string): ApplicationGuide {
  return {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.onBehalf, ways.homeVisit],
    bring: asList(
      'wniosek o przyznanie usług opiekuńczych,',
      medicalCertificate,
      documents.identity,
      documents.income,
      documents.statements,
    ),
    forms: [
      '/documents/PS/wniosek_o_uslugi_opiekuncze.pdf',
      '/documents/PS/oswiadczenie_o_dochodach.pdf',
      '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
    ],
    next: [
      steps.interview,
      'Ośrodek wydaje decyzję. Określa w niej zakres usług, okres, miejsce i opłatę (art. 50 ust. 5 ustawy o pomocy społecznej).',
      steps.timeLimit,
      steps.appeal,
    ],
    deadline:
      'Wniosek możesz złożyć w każdej chwili. W pilnej sytuacji usługi mogą ruszyć zaraz po wywiadzie, a decyzja przyjdzie najpóźniej 10 dni później (art. 50a ustawy o pomocy społecznej).',
  };
}
