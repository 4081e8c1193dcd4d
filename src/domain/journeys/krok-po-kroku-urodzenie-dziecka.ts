import { amount, t } from './text.ts';
import type { Journey } from './types.ts';

/**
 * Urodziło się dziecko (/krok-po-kroku-urodzenie-dziecka). Beyond the pages it links: the birth is registered
 * within 21 days of the birth card (art. 61 ustawy – Prawo o aktach stanu cywilnego); 800+ goes to ZUS, only
 * online, and runs from the month of birth when applied for within 3 months of it (art. 13 and art. 18 ust. 2a
 * ustawy o pomocy państwa w wychowywaniu dzieci); maternity allowance is for the insured (art. 29 ust. 1 ustawy o
 * świadczeniach pieniężnych z ubezpieczenia społecznego w razie choroby i macierzyństwa); „Aktywny rodzic” is
 * for a child of 12 to 35 months (ustawa z dnia 15 maja 2024 r., Dz.U. z 2024 r. poz. 858).
 */
export const journey: Journey = {
  steps: [
    {
      title: 'Zgłoś urodzenie dziecka',
      who: 'registryOffice',
      text: [
        'Urząd sporządzi akt urodzenia dziecka. Zgłoszenie złożysz w urzędzie albo przez internet, na stronie gov.pl (art. 61 ustawy – Prawo o aktach stanu cywilnego).',
      ],
      deadline:
        'W ciągu 21 dni od sporządzenia karty urodzenia, którą szpital wystawia zaraz po porodzie (art. 61 ustawy – Prawo o aktach stanu cywilnego).',
      elsewhere: {
        href: 'https://www.gov.pl/web/gov/zglos-urodzenie-dziecka',
        text: 'Zgłoś urodzenie dziecka – gov.pl',
      },
    },
    {
      title: 'Złóż wniosek o świadczenie wychowawcze 800+',
      who: 'zus',
      text: [
        'Świadczenie przysługuje na każde dziecko do 18 lat, bez względu na dochód (art. 4 i 5 ustawy o pomocy państwa w wychowywaniu dzieci).',
      ],
      deadline:
        'W ciągu 3 miesięcy od urodzenia – wtedy świadczenie przysługuje od miesiąca urodzenia (art. 18 ust. 2a ustawy o pomocy państwa w wychowywaniu dzieci).',
      apply: 'zusChildBenefit',
      elsewhere: {
        href: 'https://www.gov.pl/web/gov/skorzystaj-z-programu-rodzina-500',
        text: 'Rodzina 800+ – gov.pl',
      },
    },
    {
      logic: 'and',
      title: 'Złóż wniosek o jednorazową zapomogę, czyli becikowe',
      who: { centre: 'familyBenefits' },
      text: [
        t`Zapomoga wynosi ${amount('childbirthGrant.amount')}. Przysługuje, jeżeli dochód rodziny nie przekracza ${amount('childbirthGrant.incomeLimit')} na osobę (art. 15b ustawy o świadczeniach rodzinnych).`,
      ],
      deadline: t`W ciągu ${amount('childbirthGrant.applicationMonths')} od urodzenia. Wniosku złożonego później ośrodek nie rozpatrzy (art. 15b ust. 3).`,
      apply: 'familyBenefit',
      links: ['/jednorazowa-zapomoga'],
    },
    {
      logic: 'and',
      title: 'Masz prawo do zasiłku rodzinnego? Poproś o dodatek z tytułu urodzenia dziecka',
      who: { centre: 'familyBenefits' },
      text: [
        t`Dodatek wynosi ${amount('familySupplements.childBirth')} jednorazowo (art. 8 i 9 ustawy o świadczeniach rodzinnych). Jeżeli jeszcze nie masz zasiłku, poproś o oba w jednym wniosku.`,
      ],
      deadline: 'Zanim dziecko skończy rok (art. 26 ust. 5 ustawy o świadczeniach rodzinnych).',
      apply: 'familyBenefit',
      links: ['/zasilek-rodzinny'],
    },
    {
      title: 'Pracujesz albo płacisz składkę chorobową? Zapytaj o zasiłek macierzyński',
      who: 'zus',
      text: [
        'Zasiłek macierzyński dostaje osoba ubezpieczona, która urodziła dziecko (art. 29 ust. 1 ustawy o świadczeniach pieniężnych z ubezpieczenia społecznego w razie choroby i macierzyństwa). Wniosek złożysz u pracodawcy, a jeżeli prowadzisz firmę – w ZUS.',
      ],
      elsewhere: { href: 'https://www.zus.pl', text: 'Zakład Ubezpieczeń Społecznych – zus.pl' },
    },
    {
      logic: 'or',
      title: 'Nie masz zasiłku macierzyńskiego? Złóż wniosek o świadczenie rodzicielskie',
      who: { centre: 'familyBenefits' },
      text: [
        t`Świadczenie wynosi ${amount('parentalBenefit.monthly')} miesięcznie. Przy jednym dziecku przysługuje przez ${amount('parentalBenefit.weeks.oneChild')}, bez względu na dochód (art. 17c ustawy o świadczeniach rodzinnych).`,
      ],
      deadline: t`W ciągu ${amount('parentalBenefit.applicationMonths')} od urodzenia – wtedy świadczenie przysługuje od dnia urodzenia (art. 24 ust. 9 ustawy o świadczeniach rodzinnych).`,
      apply: 'familyBenefit',
      links: ['/swiadczenie-rodzicielskie'],
    },
    {
      title: 'Dziecko urodziło się ciężko chore? Złóż wniosek o świadczenie „Za życiem”',
      who: { centre: 'familyBenefits' },
      text: [
        t`Świadczenie wynosi ${amount('forLife.amount')} jednorazowo, bez względu na dochód. Potrzebne jest zaświadczenie lekarza specjalisty (art. 10 ustawy „Za życiem”).`,
      ],
      deadline: t`W ciągu ${amount('forLife.applicationMonths')} od urodzenia (art. 10 ustawy „Za życiem”).`,
      apply: 'centreDecision',
      links: ['/za-zyciem'],
    },
    {
      title: 'Masz troje dzieci lub więcej? Złóż wniosek o Kartę Dużej Rodziny',
      who: { centre: 'largeFamilyCard' },
      text: ['Karta daje zniżki całej rodzinie, bez względu na dochód (ustawa o Karcie Dużej Rodziny).'],
      apply: 'largeFamilyCard',
      links: ['/karta-duzej-rodziny'],
    },
    {
      title: 'Gdy dziecko skończy rok, sprawdź świadczenia „Aktywny rodzic”',
      who: 'zus',
      text: [
        'ZUS wypłaca je na dziecko od 12. do 35. miesiąca życia. Dostaniesz je, gdy wracasz do pracy, gdy dziecko chodzi do żłobka albo gdy zostajesz z nim w domu (ustawa „Aktywny rodzic”).',
      ],
      apply: 'zusActiveParent',
      elsewhere: { href: 'https://www.zus.pl', text: 'Zakład Ubezpieczeń Społecznych – zus.pl' },
    },
  ],
};
