import type { ApplicationGuide } from './types.ts';
import { formatAmountById } from '../../lib/amount-lookup.ts';
import { asList } from './social-assistance.ts';

/**
 * Special programmes, by the route of the programme's page. Where no section of the centre is named for a
 * programme, the secretariat (the centre's main number) takes the questions.
 */
export const programmeGuides: Record<string, ApplicationGuide> = {
  '/karta-duzej-rodziny': {
    section: 'largeFamilyCard',
    ways: [
      'Osobiście – w ośrodku. Pracownicy pomogą Ci wypełnić wniosek.',
      'Przez internet – na portalu Emp@tia (empatia.mrpips.gov.pl).',
      'Wniosek składasz w gminie, w której mieszka rodzina. Jednym wnioskiem możesz objąć całą rodzinę.',
    ],
    bring: asList(
      'wniosek o przyznanie Karty Dużej Rodziny,',
      'dokument tożsamości osoby, która składa wniosek (do wglądu),',
      'numery PESEL wszystkich członków rodziny, którzy mają otrzymać kartę,',
      'oświadczenie o władzy rodzicielskiej – gdy wniosek dotyczy rodzica,',
      `oświadczenie o planowanym terminie ukończenia nauki – gdy wniosek dotyczy dziecka, które ukończyło ${formatAmountById('largeFamilyCard.childAgeLimit')} i uczy się w szkole lub na studiach,`,
      'postanowienie sądu o umieszczeniu dziecka w pieczy zastępczej – gdy wniosek dotyczy rodziny zastępczej, rodzinnego domu dziecka albo dziecka w pieczy zastępczej,',
      'orzeczenie o umiarkowanym albo znacznym stopniu niepełnosprawności (do wglądu) – gdy wniosek dotyczy dorosłego dziecka z niepełnosprawnością.',
    ),
    forms: ['/documents/DR/wniosek_karta_duzej_rodziny.pdf', '/documents/DR/oswiadczenie_kdr.pdf'],
    next: [
      'Gdy karta tradycyjna będzie gotowa, poinformujemy Cię o tym. Odbierzesz ją w ośrodku.',
      'Kartę w formie elektronicznej zobaczysz w aplikacji mObywatel.',
      'Jak długo trzeba czekać na kartę, zapytaj na stanowisku do spraw Karty Dużej Rodziny – numer telefonu jest wyżej.',
    ],
    deadline: 'Wniosek możesz złożyć w każdej chwili.',
  },
  '/karta-duzej-rodziny-gminy': {
    section: 'largeFamilyCard',
    ways: ['Osobiście – w siedzibie ośrodka.'],
    bring: asList(
      'wypełniony wniosek o przystąpienie do gminnego programu,',
      'jeżeli rodzina nie ma jeszcze ogólnopolskiej Karty Dużej Rodziny – także wniosek o tę kartę (opis na stronie „Karta Dużej Rodziny”).',
    ),
    forms: ['/documents/DR/wniosek_gminna_karta_duzej_rodziny.pdf'],
    next: [
      'Od kiedy rodzina może korzystać z uprawnień programu, zapytaj na stanowisku do spraw Karty Dużej Rodziny – numer telefonu jest wyżej.',
    ],
    deadline: 'Wniosek możesz złożyć, gdy rodzina spełnia warunki programu opisane wyżej.',
  },
  '/asystent-osobisty': {
    section: 'secretariat',
    ways: [
      'Zadzwoń albo przyjdź do Sekretariatu i zapytaj, kiedy ruszy nabór do kolejnej edycji.',
      'W czasie naboru kartę zgłoszenia składasz w ośrodku.',
    ],
    bring: asList(
      'kartę zgłoszenia do programu,',
      'kopię orzeczenia o niepełnosprawności albo o stopniu niepełnosprawności,',
      'oświadczenie asystenta (załącznik nr 7 do programu) – jeżeli wskazujesz własnego asystenta.',
    ),
    forms: [
      '/documents/programy_realizowane_przez_ops/asystent_karta_zgloszenia.pdf',
      '/documents/programy_realizowane_przez_ops/asystent_zalacznik_7.pdf',
    ],
    next: [
      'Ośrodek sprawdzi, czy spełniasz warunki programu opisane niżej.',
      'O wynik naboru i o to, od kiedy asystent będzie Ci pomagać, zapytaj w Sekretariacie.',
    ],
    deadline:
      'Nabór do edycji 2026 trwał od 19 do 29 sierpnia 2025 r. do godz. 11:00. Termin kolejnego naboru poda Sekretariat.',
  },
  '/czyste-powietrze': {
    section: 'secretariat',
    ways: ['Osobiście – w siedzibie ośrodka.'],
    bring: asList(
      'wniosek o wydanie zaświadczenia – wpisz w nim osoby, które tworzą Twoje gospodarstwo domowe, i ich dochody.',
    ),
    forms: ['/documents/programy_realizowane_przez_ops/czyste_powietrze_wniosek_o_zaswiadczenie.pdf'],
    next: [
      'Ośrodek sprawdzi wniosek i wyda zaświadczenie. Może poprosić o dokumenty, które potwierdzają dochody.',
      'Zaświadczenie dołącz do wniosku o dofinansowanie, który składasz w wojewódzkim funduszu.',
    ],
    deadline: 'Wniosek możesz złożyć w każdej chwili. Jak długo trzeba czekać na zaświadczenie, zapytaj w Sekretariacie.',
  },
  '/program-fundusze-europejskie-pomoc-zywnosciowa': {
    section: 'socialAssistance',
    ways: ['Osobiście w ośrodku albo telefonicznie – porozmawiaj z pracownikiem socjalnym.'],
    bring: asList(
      'dokumenty o dochodach wszystkich osób we wspólnym gospodarstwie domowym – pracownik socjalny sprawdzi, czy dochód mieści się w kryterium programu.',
    ),
    next: [
      'Pracownik socjalny sprawdzi Twoją sytuację i dochód.',
      'Jeżeli spełniasz warunki, dostaniesz skierowanie do organizacji partnerskiej, która wydaje żywność.',
      'Ze skierowaniem odbierzesz żywność w miejscu i terminie, które wskaże organizacja.',
    ],
    deadline:
      'Żywność wydaje się w okresach opisanych niżej, osobno w każdej edycji programu. O to, czy trwa wydawanie, zapytaj w Dziale Pomocy Społecznej.',
  },
  '/teleopieka': {
    section: 'secretariat',
    ways: ['Osobiście w ośrodku albo telefonicznie.', 'W Twoim imieniu może to zrobić także ktoś bliski.'],
    bring: asList('nic nie musisz przygotowywać – pracownik ośrodka pomoże Ci wypełnić zgłoszenie.'),
    next: [
      'Pracownik ośrodka sprawdzi, czy spełniasz warunki.',
      'Po zakwalifikowaniu otrzymasz opaskę bezpieczeństwa i dowiesz się, jak z niej korzystać.',
    ],
    deadline: 'Liczba miejsc jest ograniczona. O wolne miejsca i o kolejną edycję teleopieki zapytaj w Sekretariacie.',
  },
  '/bon-cieplowniczy': {
    section: 'housingAndHeating',
    hours: 'heatingVoucher',
    ways: [
      'Na papierze – w ośrodku albo pocztą; przy wysyłce pocztą liczy się data nadania (art. 3 ust. 4 ustawy o bonie ciepłowniczym).',
      'Przez internet (elektronicznie) – na rządowym portalu gov.pl, z kwalifikowanym podpisem elektronicznym, podpisem zaufanym albo podpisem osobistym (art. 3 ust. 5 ustawy o bonie ciepłowniczym).',
    ],
    bring: asList(
      'wniosek o wypłatę bonu ciepłowniczego,',
      'jednoskładnikową cenę ciepła netto za 1 GJ – dostawca ciepła publikuje ją na swojej stronie internetowej (art. 3 ust. 8 ustawy o bonie ciepłowniczym),',
      'jeżeli za ciepło płacisz przez spółdzielnię, wspólnotę, właściciela albo zarządcę budynku – ich zaświadczenie o cenie ciepła. Muszą je wydać w ciągu 7 dni od Twojej prośby (art. 3 ust. 11 ustawy o bonie ciepłowniczym).',
    ),
    forms: ['/documents/BC/wniosek_bon_cieplowniczy.pdf'],
    next: [
      'Ośrodek rozpatruje wniosek w ciągu 90 dni od jego prawidłowego złożenia (art. 4 ust. 5 ustawy o bonie ciepłowniczym).',
      'Jeżeli bon Ci przysługuje, nie dostaniesz decyzji. Informację wyślemy e-mailem, jeżeli podasz adres, a jeśli nie – odbierzesz ją w ośrodku (art. 4 ust. 6, 10 i 11).',
      'Gmina wypłaca bon niezwłocznie po jego przyznaniu i po otrzymaniu pieniędzy z budżetu państwa (art. 5 ust. 1 ustawy o bonie ciepłowniczym).',
      'Jeżeli uważasz, że kwota bonu jest błędna, w ciągu 14 dni od jego otrzymania możesz raz poprosić o korektę (art. 4 ust. 7).',
      'Odmowę przyznania bonu i korektę kwoty ośrodek wydaje w formie decyzji. Możesz się od niej odwołać w ciągu 14 dni (art. 4 ust. 9 ustawy o bonie ciepłowniczym, art. 129 Kodeksu postępowania administracyjnego).',
    ],
    deadline:
      'Wnioski przyjmujemy tylko w naborach opisanych wyżej. Wniosek złożony po terminie pozostawia się bez rozpoznania (art. 3 ust. 2 ustawy o bonie ciepłowniczym).',
  },
};
