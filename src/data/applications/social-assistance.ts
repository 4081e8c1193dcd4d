import type { ApplicationGuide } from './types.ts';

/**
 * The steps every social-assistance decision goes through, written once. Citations are to the consolidated texts:
 * ustawa o pomocy społecznej (Dz.U. 2026 poz. 639) and Kodeks postępowania administracyjnego (Dz.U. 2025 poz. 1691).
 */
export const steps = {
  interview:
    'Pracownik socjalny przeprowadzi z Tobą rodzinny wywiad środowiskowy – rozmowę o Twojej sytuacji, dochodach i majątku, zwykle w Twoim domu (art. 106 ust. 4 i art. 107 ust. 1 ustawy o pomocy społecznej).',
  decision:
    'Ośrodek wydaje decyzję – zwykle w ciągu miesiąca, w trudnej sprawie w ciągu dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).',
  /** The time limit alone, after a step that already names the decision. */
  timeLimit:
    'Zwykle trwa to do miesiąca, w trudnej sprawie do dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).',
  appeal:
    'Jeżeli nie zgadzasz się z decyzją, w ciągu 14 dni od jej otrzymania możesz się odwołać do samorządowego kolegium odwoławczego. Odwołanie składasz za pośrednictwem ośrodka (art. 17 pkt 1 i art. 129 Kodeksu postępowania administracyjnego).',
} as const;

/**
 * A list as the pages print it: every item but the last ends with a comma, the last with a full stop, so items can
 * be shared between guides in any order.
 */
export function asList(...items: string[]): string[] {
  return items.map((item, i) => `${item.replace(/[,.]$/, '')}${i === items.length - 1 ? '.' : ','}`);
}

/** How to hand in an application for social assistance (art. 102 ustawy o pomocy społecznej). */
const ways = {
  inPerson:
    'Osobiście – w sekretariacie ośrodka albo u pracownika socjalnego z Twojego rejonu (rejony są na stronie „Kadra”).',
  byPost: 'Pocztą – na adres ośrodka.',
  homeVisit: 'Jeżeli nie możesz przyjść, zadzwoń: pracownik socjalny może przyjść do Ciebie.',
  onBehalf:
    'Wniosek może złożyć też ktoś bliski albo inna osoba – za zgodą osoby, której pomoc ma dotyczyć (art. 102 ust. 1 ustawy o pomocy społecznej).',
} as const;

/** The documents most social-assistance applications need. */
const documents = {
  application: 'wniosek o przyznanie świadczenia z pomocy społecznej,',
  identity: 'dowód osobisty albo inny dokument tożsamości,',
  income: 'dokumenty o dochodach wszystkich osób we wspólnym gospodarstwie z miesiąca przed złożeniem wniosku,',
  statements: 'oświadczenie o dochodach i oświadczenie o stanie majątkowym,',
} as const;

const socialAssistanceForms = [
  '/documents/PS/wniosek_o_pomoc_spoleczna.pdf',
  '/documents/PS/oswiadczenie_o_dochodach.pdf',
  '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
];

const anyTime =
  'Wniosek możesz złożyć w każdej chwili. Zasiłek przysługuje od miesiąca, w którym złożysz wniosek z dokumentami (art. 106 ust. 3 ustawy o pomocy społecznej).';

/** Care services, Opieka 75+ (which pays for care services) and specialist care services. */
function careServicesGuide(medicalCertificate: string): ApplicationGuide {
  return {
    section: 'socialAssistance',
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

const careServices = careServicesGuide(
  'zaświadczenie lekarskie o stanie zdrowia i o tym, że potrzebujesz pomocy innych osób,',
);

/** Social assistance benefits, by the route of the benefit's page. */
export const socialAssistanceGuides: Record<string, ApplicationGuide> = {
  '/zasilek-staly': {
    section: 'socialAssistance',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      documents.application,
      documents.identity,
      'orzeczenie o stopniu niepełnosprawności albo o niezdolności do pracy (nie dotyczy osób w wieku emerytalnym),',
      documents.income,
      documents.statements,
      'numer rachunku bankowego, jeżeli zasiłek ma przychodzić na konto.',
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline: anyTime,
  },
  '/zasilek-okresowy': {
    section: 'socialAssistance',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      documents.application,
      documents.identity,
      documents.income,
      documents.statements,
      'jeżeli jesteś bezrobotna lub bezrobotny – zaświadczenie z powiatowego urzędu pracy o rejestracji i o zasiłku dla bezrobotnych albo o braku prawa do niego,',
      'jeżeli chorujesz lub masz niepełnosprawność – zaświadczenie lekarskie albo orzeczenie o niepełnosprawności lub o niezdolności do pracy,',
      'inne dokumenty, o które poprosi pracownik socjalny.',
    ),
    forms: socialAssistanceForms,
    next: [
      steps.interview,
      'Pracownik socjalny może zaproponować Ci kontrakt socjalny – pisemną umowę o tym, co razem zrobicie, aby poprawić Twoją sytuację (art. 108 ust. 1 ustawy o pomocy społecznej).',
      steps.decision,
      steps.appeal,
    ],
    deadline: anyTime,
  },
  '/zasilek-celowy': {
    section: 'socialAssistance',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      'wniosek o przyznanie świadczenia z pomocy społecznej – z opisem potrzeby, na którą ma być zasiłek,',
      documents.identity,
      documents.income,
      documents.statements,
      'dokumenty, które potwierdzają potrzebę: na przykład rachunek, kosztorys, zaświadczenie lekarskie o leczeniu albo protokół ze zdarzenia losowego.',
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline: 'Wniosek możesz złożyć w każdej chwili, gdy pojawi się potrzeba.',
  },
  '/posilek-w-szkole': {
    section: 'socialAssistance',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      'wniosek o przyznanie świadczenia z pomocy społecznej – przy posiłku dla dziecka wpisz nazwę szkoły albo przedszkola,',
      documents.identity,
      documents.income,
      documents.statements,
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline:
      'Wniosek możesz złożyć w każdej chwili. Wniosek o obiady dla dziecka najlepiej złożyć przed początkiem roku szkolnego.',
  },
  '/pomoc-materialna-stypendium': {
    section: 'scholarships',
    ways: [
      'Osobiście – w ośrodku.',
      'Pocztą – na adres ośrodka.',
      'Wniosek składa rodzic lub opiekun prawny ucznia, pełnoletni uczeń albo dyrektor szkoły. Ośrodek może też przyznać pomoc sam, z urzędu (art. 90n ust. 2–3 ustawy o systemie oświaty).',
    ],
    bring: asList(
      'wniosek o przyznanie stypendium szkolnego albo wniosek o przyznanie zasiłku szkolnego,',
      'przy stypendium – zaświadczenia albo oświadczenia o dochodach wszystkich członków rodziny z miesiąca przed złożeniem wniosku,',
      'jeżeli rodzina dostaje zasiłki z pomocy społecznej – zamiast dokumentów o dochodach wystarczy zaświadczenie albo oświadczenie o tych zasiłkach (art. 90n ust. 5 ustawy o systemie oświaty),',
      'przy zasiłku szkolnym – dokumenty, które potwierdzają zdarzenie losowe,',
      'inne dokumenty wymienione we wniosku i w regulaminie.',
    ),
    forms: ['/documents/SS/wniosek_o_stypendium_szkolne.pdf', '/documents/SS/wniosek_o_zasilek_szkolny.pdf'],
    next: [
      'Ośrodek prowadzi sprawę. Stypendium i zasiłek szkolny przyznaje w decyzji Burmistrz Nowego Tomyśla (art. 90m ust. 1 i art. 90n ust. 1 ustawy o systemie oświaty).',
      steps.timeLimit,
      steps.appeal,
    ],
    deadline:
      'Stypendium szkolne: wniosek złóż do 15 września danego roku szkolnego; w uzasadnionych przypadkach także później. Zasiłek szkolny: wniosek złóż w ciągu 2 miesięcy od zdarzenia (art. 90n ust. 6–7 i art. 90e ust. 4 ustawy o systemie oświaty).',
  },
  '/uslugi-opiekuncze': careServices,
  '/opieka-75': careServices,
  '/specjalistyczne-uslugi-opiekuncze': careServicesGuide(
    'zaświadczenie lekarskie – zwykle od lekarza psychiatry – o stanie zdrowia i rodzaju zaburzeń, z zaleceniami co do usług,',
  ),
  '/domy-pomocy-spolecznej': {
    section: 'socialAssistance',
    ways: [ways.inPerson, ways.onBehalf, ways.homeVisit],
    bring: asList(
      'wniosek o skierowanie do domu pomocy społecznej,',
      'pisemną zgodę na zamieszkanie w domu pomocy społecznej – Twoją albo Twojego przedstawiciela ustawowego (art. 54 ust. 2 ustawy o pomocy społecznej),',
      'zaświadczenie lekarskie o stanie zdrowia,',
      'orzeczenie o stopniu niepełnosprawności albo o niezdolności do pracy lub do samodzielnej egzystencji – jeżeli je masz,',
      'decyzję o wysokości emerytury, renty lub innego dochodu,',
      'zgodę na potrącanie opłaty za pobyt z emerytury lub renty (art. 62 ust. 1 ustawy o pomocy społecznej),',
      documents.identity,
      documents.statements,
    ),
    forms: [
      '/documents/PS/wniosek_o_skierowanie_do_dps.pdf',
      '/documents/PS/oswiadczenie_o_dochodach.pdf',
      '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
    ],
    next: [
      'Pracownik socjalny przeprowadzi rodzinny wywiad środowiskowy z Tobą, a także z Twoim małżonkiem i dziećmi, którzy mogą współfinansować pobyt (art. 107 ust. 1 ustawy o pomocy społecznej).',
      'Ośrodek wydaje decyzję o skierowaniu do domu pomocy społecznej i decyzję o Twojej opłacie za pobyt (art. 59 ust. 1 ustawy o pomocy społecznej).',
      steps.timeLimit,
      'Decyzję o umieszczeniu wydaje gmina albo powiat, który prowadzi wybrany dom (art. 59 ust. 2 ustawy o pomocy społecznej).',
      'Jeżeli w domu nie ma wolnego miejsca, dostaniesz informację o wpisaniu na listę oczekujących i o przewidywanym czasie oczekiwania (art. 59 ust. 3).',
      steps.appeal,
    ],
    deadline: 'Wniosek możesz złożyć w każdej chwili.',
  },
  '/schronienie': {
    section: 'socialAssistance',
    ways: [
      'Zgłoszenie potrzeby – przyjdź do ośrodka albo poproś o zgłoszenie inną osobę, na przykład policjanta, pracownika szpitala lub sąsiada (art. 102 ustawy o pomocy społecznej).',
      'Właściwy jest ośrodek w gminie, w której ostatnio byłaś zameldowana lub byłeś zameldowany na pobyt stały (art. 101 ust. 2 ustawy o pomocy społecznej).',
      'W nagłej sytuacji pomoże Ci też gmina, w której teraz przebywasz (art. 101 ust. 3 ustawy o pomocy społecznej).',
    ],
    bring: asList(
      'dowód osobisty albo inny dokument tożsamości – jeżeli go nie masz, powiedz o tym pracownikowi socjalnemu,',
      'dokumenty o dochodach, jeżeli je masz,',
      'zaświadczenie lekarskie o stanie zdrowia – jeżeli potrzebujesz schroniska z usługami opiekuńczymi.',
    ),
    next: [
      'Wywiad środowiskowy – pracownik socjalny rozmawia z Tobą o Twojej sytuacji, zdrowiu i dochodach (art. 106 ust. 4 ustawy o pomocy społecznej).',
      'Kontrakt socjalny – przy skierowaniu do schroniska podpisujesz z pracownikiem socjalnym pisemną umowę o wspólnych działaniach na rzecz wyjścia z bezdomności. Ten krok dotyczy tylko schroniska (art. 48a ust. 2 ustawy o pomocy społecznej).',
      'Ustalenie odpłatności – ośrodek ustala opłatę za pobyt na podstawie Twojego dochodu (art. 97 ust. 1a ustawy o pomocy społecznej).',
      'Ustalenie miejsca, czasu i warunków – ośrodek wskazuje placówkę, okres pobytu i warunki korzystania ze schronienia.',
      'Wydanie decyzji – Burmistrz Nowego Tomyśla (w jego imieniu ośrodek) wydaje decyzję o przyznaniu schronienia i o odpłatności.',
      steps.appeal,
    ],
    deadline:
      'Nie ma terminu – zgłoś się, gdy tylko zostaniesz bez dachu nad głową. Schronienie przysługuje każdemu, kto go nie ma (art. 48 ustawy o pomocy społecznej).',
  },
  '/swiadczenia-opieki-zdrowotnej': {
    section: 'socialAssistance',
    ways: [
      ways.inPerson,
      ways.byPost,
      'Jeżeli leczenia trzeba było udzielić od razu, wniosek może złożyć szpital lub przychodnia – zaraz po udzieleniu pomocy (art. 54 ust. 4 ustawy o świadczeniach opieki zdrowotnej).',
    ],
    bring: asList(
      'wniosek o wydanie decyzji potwierdzającej prawo do świadczeń opieki zdrowotnej,',
      documents.identity,
      'dokumenty, które potwierdzają, że mieszkasz w Polsce, i dokument o obywatelstwie polskim, statusie uchodźcy albo ochronie uzupełniającej (art. 54 ust. 3 pkt 1 ustawy o świadczeniach opieki zdrowotnej),',
      documents.income,
      documents.statements,
    ),
    forms: socialAssistanceForms,
    next: [
      'Pracownik socjalny przeprowadzi z Tobą rodzinny wywiad środowiskowy i sprawdzi, czy Twój dochód mieści się w kryterium (art. 54 ust. 3 ustawy o świadczeniach opieki zdrowotnej).',
      'Ośrodek wydaje decyzję w imieniu Burmistrza Nowego Tomyśla (art. 54 ust. 1 i 11 ustawy o świadczeniach opieki zdrowotnej).',
      steps.timeLimit,
      steps.appeal,
    ],
    deadline:
      'Decyzja daje prawo do leczenia przez 90 dni od dnia złożenia wniosku. Jeżeli potem nadal nie masz ubezpieczenia, złóż kolejny wniosek (art. 54 ust. 7 ustawy o świadczeniach opieki zdrowotnej).',
  },
  '/wynagrodzenie-za-opieke': {
    section: 'socialAssistance',
    ways: ['Osobiście – w sekretariacie ośrodka.', ways.byPost],
    bring: asList(
      'wniosek o wypłatę wynagrodzenia za sprawowanie opieki,',
      'prawomocne postanowienie sądu o ustanowieniu opiekuna,',
      'prawomocne postanowienie sądu o przyznaniu wynagrodzenia, z jego wysokością,',
      'numer rachunku bankowego, na który ma przychodzić wynagrodzenie.',
    ),
    next: [
      'Ośrodek wypłaca wynagrodzenie w wysokości ustalonej przez sąd (art. 53a ust. 1 ustawy o pomocy społecznej).',
      'Ośrodek nie przeprowadza wywiadu środowiskowego i nie wydaje decyzji (art. 53a ust. 2 ustawy o pomocy społecznej).',
    ],
    deadline:
      'Najpierw poproś sąd opiekuńczy o przyznanie wynagrodzenia (art. 162 § 1 Kodeksu rodzinnego i opiekuńczego). Wniosek o wypłatę złóż w ośrodku, gdy postanowienie sądu się uprawomocni.',
  },
  '/sprawienie-pogrzebu': {
    section: 'socialAssistance',
    ways: [
      'Osobiście w ośrodku albo telefonicznie – zgłoś zgon osoby, której nikt nie pochowa.',
      'Zgłosić może każdy: szpital, policja, dom pomocy społecznej, sąsiad albo znajomy zmarłego.',
    ],
    bring: asList('wszystko, co wiesz o zmarłym i o jego rodzinie: imię i nazwisko, miejsce zgonu, dane krewnych.'),
    next: [
      'Ośrodek sprawdza, czy zmarły ma rodzinę, i organizuje pogrzeb, jeżeli nikt inny tego nie zrobi. Kolejne kroki opisujemy wyżej.',
      'W sprawie pogrzebu ośrodek nie wydaje decyzji (art. 106 ust. 2 ustawy o pomocy społecznej).',
    ],
    deadline: 'Zgłoś zgon jak najszybciej.',
  },
};
