import { amount, t } from './text.ts';
import type { Journey } from './types.ts';

/**
 * Straciłem pracę albo dochód (/krok-po-kroku-utrata-pracy-lub-dochodu). Beyond the pages it links: the labour
 * office registers the unemployed, which insures them for health care, and pays the unemployment allowance
 * (ustawa z dnia 20 marca 2025 r. o rynku pracy i służbach zatrudnienia, Dz.U. z 2025 r. poz. 620).
 */
export const journey: Journey = {
  steps: [
    {
      title: 'Zarejestruj się w urzędzie pracy',
      who: 'labourOffice',
      text: [
        'Jako osoba bezrobotna masz ubezpieczenie zdrowotne. Urząd szuka z Tobą pracy i sprawdza, czy przysługuje Ci zasiłek dla bezrobotnych (ustawa o rynku pracy i służbach zatrudnienia).',
      ],
      elsewhere: { href: 'https://psz.praca.gov.pl', text: 'Urzędy pracy – praca.gov.pl' },
    },
    {
      logic: 'and',
      title: 'Masz świadczenia rodzinne? Zgłoś utratę dochodu',
      who: { centre: 'familyBenefits' },
      text: [
        'Dochodu, który straciłaś lub straciłeś, nie liczymy do zasiłku rodzinnego (art. 5 ust. 4 ustawy o świadczeniach rodzinnych). Dzięki temu zasiłek może Ci przysługiwać, nawet jeśli wcześniej go nie było.',
      ],
      deadline: 'Zmianę zgłoś od razu (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
      apply: 'familyBenefit',
      links: ['/zasilek-rodzinny'],
    },
    {
      title: 'Złóż wniosek o zasiłek okresowy',
      who: { centre: 'socialAssistance' },
      text: [
        t`Zasiłek jest dla osoby, której dochód jest niższy niż ${amount('incomeCriterion.single')}, i dla rodziny, która ma mniej niż ${amount('incomeCriterion.perPersonInFamily')} na osobę. Bezrobocie jest jednym z powodów, dla których się go przyznaje (art. 8 i 38 ustawy o pomocy społecznej).`,
      ],
      deadline:
        'Zasiłek przysługuje od miesiąca, w którym złożysz wniosek (art. 106 ust. 3 ustawy o pomocy społecznej).',
      apply: 'centreDecision',
      links: ['/zasilek-okresowy'],
    },
    {
      logic: 'and',
      title: 'Potrzebujesz pieniędzy na konkretny wydatek? Złóż wniosek o zasiłek celowy',
      who: { centre: 'socialAssistance' },
      text: [
        'Zasiłek celowy pokrywa na przykład żywność, leki, opał albo ubranie (art. 39 ustawy o pomocy społecznej).',
      ],
      apply: 'centreDecision',
      links: ['/zasilek-celowy'],
    },
    {
      logic: 'and',
      title: 'Zapytaj o obiady dla dzieci i paczki żywnościowe',
      who: { centre: 'socialAssistance' },
      text: [
        'Dziecko może dostać obiad w szkole, a rodzina – żywność z programu pomocy żywnościowej. Ośrodek sprawdzi, czy dochód mieści się w kryterium.',
      ],
      apply: 'centreDecision',
      links: ['/posilek-w-szkole', '/program-fundusze-europejskie-pomoc-zywnosciowa'],
    },
    {
      title: 'Trudno Ci opłacić mieszkanie? Złóż wniosek o dodatek mieszkaniowy',
      who: { centre: 'housingAndHeating' },
      text: [
        t`Liczy się średni dochód z ${amount('housingAllowance.incomePeriodMonths')} przed wnioskiem, więc utrata pracy szybko się w nim pokaże (art. 3 ustawy o dodatkach mieszkaniowych).`,
      ],
      deadline:
        'Dodatek przysługuje od pierwszego dnia miesiąca po złożeniu wniosku, przez 6 miesięcy (art. 7 ustawy o dodatkach mieszkaniowych).',
      apply: 'centreDecision',
      links: ['/dodatek-mieszkaniowy'],
    },
    {
      title: 'Nie masz ubezpieczenia zdrowotnego? Złóż wniosek o prawo do leczenia',
      who: { centre: 'socialAssistance' },
      text: [
        'Jeżeli nie masz ubezpieczenia, a dochód jest niski, ośrodek wyda decyzję o prawie do bezpłatnego leczenia (art. 54 ustawy o świadczeniach opieki zdrowotnej).',
      ],
      apply: 'centreDecision',
      links: ['/swiadczenia-opieki-zdrowotnej'],
    },
    {
      title: 'Porozmawiaj z pracownikiem socjalnym',
      who: { centre: 'socialAssistance' },
      text: [
        'Pracownik socjalny pomoże Ci zaplanować, co dalej, a prawnik lub psycholog doradzi bez opłat (art. 45 i 46 ustawy o pomocy społecznej).',
      ],
      links: ['/praca-socjalna'],
    },
  ],
};
