import { formatAmountById as figure } from '../../lib/amount-lookup.ts';
import type { ApplicationGuide } from './types.ts';

/*
 * Sources (checked against the consolidated texts):
 * - ustawa z dnia 28 listopada 2003 r. o świadczeniach rodzinnych, Dz.U. z 2026 r. poz. 1240 (u.ś.r.),
 * - ustawa z dnia 7 września 2007 r. o pomocy osobom uprawnionym do alimentów, Dz.U. z 2026 r. poz. 79,
 * - Kodeks postępowania administracyjnego, Dz.U. z 2025 r. poz. 1691 (art. 17, 35, 129),
 * - ustawa „Za życiem” (art. 10) and ustawa o dodatkach mieszkaniowych (art. 7, 8): secondary sources only;
 *   an editor should confirm the paragraph numbers in ISAP.
 */

/** In person, by post or online (art. 23 ust. 2, 3a and 6a u.ś.r.). */
const familyBenefitWays = [
  'Osobiście – w dziale, którego pokój i godziny podajemy wyżej. Wniosek składasz w gminie, w której mieszkasz (art. 23 ust. 2 ustawy o świadczeniach rodzinnych).',
  'Pocztą – na adres ośrodka.',
  'Przez internet – przez portal Emp@tia (empatia.mrpips.gov.pl). Zalogujesz się na przykład profilem zaufanym (art. 23 ust. 3a i 6a ustawy o świadczeniach rodzinnych).',
];

const bankAccount = 'numer rachunku bankowego, jeżeli pieniądze mają przychodzić na konto.';

/** Missing documents: 14 to 30 days (art. 24a u.ś.r.). */
const missingDocuments =
  'Jeżeli brakuje dokumentów, ośrodek przyjmie wniosek i da Ci od 14 do 30 dni na ich dostarczenie. Bez nich wniosek nie zostanie rozpatrzony (art. 24a ust. 2 ustawy o świadczeniach rodzinnych). Źle wypełniony wniosek trzeba poprawić w ciągu 14 dni od wezwania (art. 24a ust. 1).';

const decision =
  'Ośrodek wydaje decyzję. Zwykle robi to w ciągu miesiąca, a w trudnej sprawie – w ciągu dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).';

const appeal =
  'Jeżeli nie zgadzasz się z decyzją, w ciągu 14 dni od jej otrzymania możesz złożyć odwołanie do samorządowego kolegium odwoławczego. Odwołanie składasz za pośrednictwem ośrodka (art. 17 pkt 1 i art. 129 Kodeksu postępowania administracyjnego).';

const monthly = 'Świadczenie wypłacamy co miesiąc (art. 26 ust. 1 ustawy o świadczeniach rodzinnych).';

/** A benefit that depends on a disability ruling runs from the month of the ruling's application (art. 24 ust. 2–2a). */
const afterRuling = (benefit: string): string =>
  `Wniosek możesz złożyć w każdej chwili. ${benefit} przysługuje od miesiąca, w którym złożysz wniosek z dokumentami (art. 24 ust. 2 ustawy o świadczeniach rodzinnych). Jeżeli złożysz go w ciągu 3 miesięcy od wydania orzeczenia, ${benefit.toLowerCase()} przysługuje od miesiąca złożenia wniosku o orzeczenie (art. 24 ust. 2a).`;

/** Family benefits, the alimony fund and the housing allowance, by the route of the benefit's page. */
export const familyBenefitGuides: Record<string, ApplicationGuide> = {
  '/zasilek-rodzinny': {
    section: 'familyBenefits',
    ways: familyBenefitWays,
    bring: [
      'wniosek o zasiłek rodzinny i dodatki – razem z oświadczeniami, które są jego częścią,',
      'dokument tożsamości (do wglądu),',
      'zaświadczenia albo oświadczenia o dochodach, których nie ma w urzędzie skarbowym – na przykład o alimentach albo o dochodzie z gospodarstwa rolnego (art. 23 ust. 4 pkt 1 ustawy o świadczeniach rodzinnych),',
      'dokumenty, które pokazują, kiedy ktoś w rodzinie stracił albo uzyskał dochód i w jakiej wysokości (art. 23 ust. 4d),',
      'orzeczenie o niepełnosprawności albo o stopniu niepełnosprawności dziecka – jeżeli dziecko je ma,',
      'zaświadczenie albo oświadczenie o nauce dziecka w szkole lub w szkole wyższej – dla dziecka po 18. urodzinach i przy dodatku na naukę poza miejscem zamieszkania (art. 23 ust. 5a),',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej od 10. tygodnia ciąży – przy dodatku z tytułu urodzenia dziecka (art. 9 ust. 7),',
      'zaświadczenie pracodawcy albo oświadczenie o urlopie wychowawczym i okresach zatrudnienia – przy dodatku za okres urlopu wychowawczego (art. 23 ust. 4 pkt 3 lit. e),',
      'jeżeli samotnie wychowujesz dziecko – wyrok sądu albo ugodę, które ustalają alimenty na dziecko. Jeżeli jeszcze ich nie masz, ośrodek da Ci 3 miesiące na ich dostarczenie (art. 24a ust. 4),',
      'jeżeli alimenty nie są potrzebne – dokument, który potwierdza jeden z wyjątków opisanych wyżej, na przykład wyrok oddalający pozew o alimenty (art. 24a ust. 4),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_o_zasilek_rodzinny.pdf'],
    next: [
      missingDocuments,
      'Ośrodek ustala prawo do zasiłku i wypłaca go w terminach z tabeli w części „Okres zasiłkowy, terminy i wypłata”. Wniosek złożony od 1 listopada do 31 grudnia rozpatrujemy do końca lutego (art. 26 ust. 3–4a ustawy o świadczeniach rodzinnych).',
      'Zasiłek i dodatki miesięczne wypłacamy co miesiąc, a dodatki jednorazowe – raz (art. 26 ust. 1 ustawy o świadczeniach rodzinnych).',
      appeal,
      'Każdą zmianę, która może wpłynąć na zasiłek – na przykład nowy dochód albo inną liczbę osób w rodzinie – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline:
      'Okres zasiłkowy trwa od 1 listopada do 31 października następnego roku. Wnioski na nowy okres przyjmujemy od 1 sierpnia, a przez internet – od 1 lipca (art. 26 ust. 2a ustawy o świadczeniach rodzinnych).',
  },

  '/zasilek-pielegnacyjny': {
    section: 'familyBenefits',
    ways: familyBenefitWays,
    bring: [
      'wniosek o zasiłek pielęgnacyjny,',
      'orzeczenie o niepełnosprawności albo o stopniu niepełnosprawności – nie dotyczy osoby, która skończyła 75 lat,',
      'dokument tożsamości (do wglądu),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_o_zasilek_pielegnacyjny.pdf'],
    next: [
      missingDocuments,
      decision,
      monthly,
      appeal,
      'Każdą zmianę, która może wpłynąć na zasiłek – na przykład pobyt w domu pomocy społecznej albo dodatek pielęgnacyjny z ZUS – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: afterRuling('Zasiłek'),
  },

  '/swiadczenie-pielegnacyjne': {
    section: 'familyBenefits',
    ways: familyBenefitWays,
    bring: [
      'wniosek o świadczenie pielęgnacyjne,',
      'orzeczenie dziecka – o znacznym stopniu niepełnosprawności albo o niepełnosprawności z obydwoma wskazaniami opisanymi wyżej,',
      'dokument tożsamości (do wglądu),',
      'jeżeli dziecko jest w pieczy zastępczej – zaświadczenie o jego umieszczeniu w rodzinie zastępczej, rodzinnym domu dziecka albo placówce, z datą umieszczenia (art. 23 ust. 4 pkt 3 lit. ca ustawy o świadczeniach rodzinnych),',
      'inne dokumenty, jeżeli poprosi o nie pracownik ośrodka – na przykład potwierdzające pokrewieństwo z dzieckiem (art. 23 ust. 4 pkt 3 lit. f),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_o_swiadczenie_pielegnacyjne.pdf'],
    next: [
      missingDocuments,
      'Jeżeli są wątpliwości, czy opiekujesz się dzieckiem, pracownik socjalny może przeprowadzić rodzinny wywiad środowiskowy – rozmowę o Twojej sytuacji i o opiece nad dzieckiem (art. 23 ust. 4aa ustawy o świadczeniach rodzinnych).',
      decision,
      monthly,
      appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład pobyt dziecka w placówce całodobowej – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: afterRuling('Świadczenie'),
  },

  '/swiadczenie-rodzicielskie': {
    section: 'familyBenefits',
    ways: familyBenefitWays,
    bring: [
      'wniosek o świadczenie rodzicielskie,',
      'dokument tożsamości (do wglądu),',
      'jeżeli przysposabiasz dziecko – orzeczenie sądu o przysposobieniu albo zaświadczenie sądu lub ośrodka adopcyjnego, że sprawa trwa (art. 23 ust. 4 pkt 3 lit. a ustawy o świadczeniach rodzinnych),',
      'jeżeli jesteś rodziną zastępczą – zaświadczenie o umieszczeniu dziecka w rodzinie zastępczej, z datą umieszczenia (art. 23 ust. 4 pkt 3 lit. ca),',
      'jeżeli wniosek składa ojciec – dokument, który potwierdza jeden z trzech przypadków opisanych wyżej, na przykład akt zgonu matki,',
      'zaświadczenie ze szpitala o pobycie dziecka – jeżeli prosisz o wydłużenie okresu świadczenia (art. 17c ust. 3b),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_o_swiadczenie_rodzicielskie.pdf'],
    next: [
      missingDocuments,
      decision,
      monthly,
      appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład podjęcie pracy, która nie pozwala Ci opiekować się dzieckiem – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: `Najlepiej w ciągu ${figure('parentalBenefit.applicationMonths')} od urodzenia dziecka – wtedy świadczenie przysługuje od dnia urodzenia (art. 24 ust. 9 ustawy o świadczeniach rodzinnych). Wszystkie terminy opisujemy wyżej, w części „Kiedy złożyć wniosek”.`,
  },

  '/jednorazowa-zapomoga': {
    section: 'familyBenefits',
    ways: familyBenefitWays,
    bring: [
      'wniosek o jednorazową zapomogę – razem z oświadczeniami o dochodach, które są jego częścią,',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej nad matką od 10. tygodnia ciąży do porodu (art. 15b ust. 6 ustawy o świadczeniach rodzinnych),',
      'dokument tożsamości (do wglądu),',
      'dokumenty o utracie albo uzyskaniu dochodu – jeżeli ktoś w rodzinie stracił albo uzyskał dochód (art. 23 ust. 4d),',
      'jeżeli jesteś opiekunem albo przysposabiasz dziecko – postanowienie sądu o ustanowieniu opiekuna prawnego albo o przysposobieniu (art. 23 ust. 4 pkt 3 lit. a i c),',
      'jeżeli samotnie wychowujesz dziecko – wyrok albo ugodę, które ustalają alimenty, albo dokument, który potwierdza wyjątek opisany wyżej (art. 15b ust. 4 pkt 2),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_o_jednorazowa_zapomoge.pdf'],
    next: [missingDocuments, decision, 'Zapomogę wypłacamy jednorazowo (art. 15b ust. 1 ustawy o świadczeniach rodzinnych).', appeal],
    deadline: `W ciągu ${figure('childbirthGrant.applicationMonths')} od dnia urodzenia się dziecka. Wniosku złożonego po terminie ośrodek nie rozpatrzy (art. 15b ust. 3 ustawy o świadczeniach rodzinnych). Terminy dla opiekunów opisujemy wyżej.`,
  },

  '/za-zyciem': {
    section: 'familyBenefits',
    // The family-benefits act's filing rules apply only through art. 10 of the „Za życiem” act (secondary sources),
    // so they are not cited here; online filing for this benefit is not verified.
    ways: [
      'Osobiście – w dziale, którego pokój i godziny podajemy wyżej.',
      'Pocztą – na adres ośrodka.',
      'O złożenie wniosku przez internet zapytaj w dziale – telefon podajemy wyżej.',
    ],
    bring: [
      'wniosek o świadczenie „Za życiem”,',
      'zaświadczenie lekarza specjalisty o ciężkim i nieodwracalnym upośledzeniu albo nieuleczalnej chorobie dziecka zagrażającej życiu (kto je wystawia, piszemy wyżej),',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej nad matką od 10. tygodnia ciąży do porodu – jeżeli dotyczy Cię ten warunek,',
      'dokument tożsamości (do wglądu),',
      bankAccount,
    ],
    forms: ['/documents/SR/wniosek_za_zyciem.pdf'],
    next: [
      'Jeżeli brakuje dokumentów, ośrodek wezwie Cię do ich uzupełnienia i wyznaczy termin.',
      decision,
      'Świadczenie wypłacamy jednorazowo.',
      appeal,
    ],
    deadline: `W ciągu ${figure('forLife.applicationMonths')} od dnia urodzenia się dziecka. Wniosku złożonego po terminie ośrodek nie rozpatrzy (art. 10 ustawy „Za życiem”). Terminy dla opiekunów opisujemy wyżej.`,
  },

  '/fundusz-alimentacyjny': {
    section: 'familyBenefits',
    ways: [
      'Osobiście – w dziale, którego pokój i godziny podajemy wyżej. Wniosek składasz w gminie, w której mieszka osoba uprawniona do alimentów (art. 15 ust. 2 ustawy o pomocy osobom uprawnionym do alimentów).',
      'Pocztą – na adres ośrodka.',
      'Przez internet – przez portal Emp@tia (empatia.mrpips.gov.pl). Zalogujesz się na przykład profilem zaufanym (art. 15 ust. 3a i 11 ustawy o pomocy osobom uprawnionym do alimentów).',
    ],
    bring: [
      'wniosek o świadczenia z funduszu alimentacyjnego,',
      'oświadczenia członków rodziny o dochodach,',
      'odpis wyroku sądu, postanowienia o zabezpieczeniu alimentów, ugody sądowej albo ugody przed mediatorem, które ustalają alimenty (art. 15 ust. 4 pkt 3 lit. b ustawy o pomocy osobom uprawnionym do alimentów),',
      'zaświadczenie komornika o bezskuteczności egzekucji. Jeżeli go nie masz, ośrodek sam poprosi o nie komornika, który ma na to 14 dni (art. 15 ust. 5–6),',
      'oświadczenie o nauce w szkole lub w szkole wyższej – dla osoby, która skończyła 18 lat (art. 15 ust. 4 pkt 3 lit. d),',
      'orzeczenie o znacznym stopniu niepełnosprawności – jeżeli osoba uprawniona je ma,',
      'postanowienie sądu o ustanowieniu opiekuna prawnego – jeżeli wniosek składa opiekun prawny (art. 15 ust. 4 pkt 3 lit. c),',
      'dokumenty o utracie albo uzyskaniu dochodu – jeżeli ktoś w rodzinie stracił albo uzyskał dochód (art. 15 ust. 4a),',
      'dokument tożsamości (do wglądu),',
      bankAccount,
    ],
    forms: ['/documents/FA/wniosek_fundusz_alimentacyjny.pdf', '/documents/FA/oswiadczenie_o_dochodach_fa.pdf'],
    next: [
      'Ośrodek ustala prawo do świadczeń i wypłaca je w terminach z tabeli w części „Okres świadczeniowy i terminy wypłaty” (art. 20 ust. 4–8 ustawy o pomocy osobom uprawnionym do alimentów).',
      'Świadczenia wypłacamy co miesiąc (art. 20 ust. 1 ustawy o pomocy osobom uprawnionym do alimentów).',
      'Ośrodek zawiadamia gminę, w której mieszka dłużnik. Ta gmina podejmuje działania wobec dłużnika (art. 3 ust. 5 i art. 4–5 ustawy o pomocy osobom uprawnionym do alimentów).',
      appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład nowy dochód albo alimenty, które dłużnik jednak zapłacił – zgłoś od razu w ośrodku (art. 19 ust. 1 ustawy o pomocy osobom uprawnionym do alimentów).',
    ],
    deadline:
      'Okres świadczeniowy trwa od 1 października do 30 września następnego roku (art. 2 pkt 8 ustawy o pomocy osobom uprawnionym do alimentów). Wnioski na nowy okres przyjmujemy od 1 sierpnia, a przez internet – od 1 lipca (art. 20 ust. 3).',
  },

  '/dodatek-mieszkaniowy': {
    section: 'housingAndHeating',
    ways: ['Osobiście – na stanowisku, którego pokój i godziny podajemy wyżej.', 'Pocztą – na adres ośrodka.'],
    bring: [
      'wniosek o dodatek mieszkaniowy,',
      `deklarację o dochodach gospodarstwa domowego z ${figure('housingAllowance.incomePeriodMonths')} kalendarzowych przed dniem złożenia wniosku,`,
      'zaświadczenie zarządcy budynku o wydatkach na mieszkanie,',
      'dokument tożsamości (do wglądu),',
      'dokument, który potwierdza Twoje prawo do mieszkania, na przykład umowę najmu albo akt notarialny,',
      'dokumenty o dochodach wykazanych w deklaracji, na przykład zaświadczenia o wynagrodzeniu albo decyzje o świadczeniach – ośrodek może poprosić o ich pokazanie,',
      'orzeczenie o niepełnosprawności – jeżeli mieszka z Tobą osoba z niepełnosprawnością, która porusza się na wózku albo potrzebuje oddzielnego pokoju.',
    ],
    forms: ['/documents/DM/wniosek_o_dodatek_mieszkaniowy.pdf', '/documents/DM/deklaracja_o_dochodach.pdf', '/documents/DM/zaswiadczenie_zarzadcy.pdf'],
    next: [
      'Ośrodek wydaje decyzję w ciągu miesiąca od złożenia wniosku (art. 7 ustawy o dodatkach mieszkaniowych).',
      'Dodatek przyznaje się na 6 miesięcy, od pierwszego dnia miesiąca po złożeniu wniosku. Jeżeli potrzebujesz go dłużej, złóż potem nowy wniosek.',
      'Dodatek trafia do zarządcy budynku i pomniejsza Twoje opłaty za mieszkanie. Właściciel domu jednorodzinnego dostaje cały dodatek do rąk.',
      appeal,
    ],
    deadline: 'Nie ma stałego terminu – wniosek możesz złożyć w każdej chwili. Dodatek przysługuje od pierwszego dnia miesiąca po złożeniu wniosku.',
  },
};
