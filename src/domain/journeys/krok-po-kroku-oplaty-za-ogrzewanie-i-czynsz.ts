import { amount, t } from './text.ts';
import type { Journey } from './types.ts';

/** Brakuje mi pieniędzy na ogrzewanie lub czynsz (/krok-po-kroku-oplaty-za-ogrzewanie-i-czynsz): the centre's help alone. */
export const journey: Journey = {
  steps: [
    {
      title: 'Złóż wniosek o dodatek mieszkaniowy',
      who: { centre: 'housingAndHeating' },
      text: [
        t`Dodatek pomaga opłacić czynsz i inne opłaty za mieszkanie. Przysługuje, gdy dochód nie przekracza ${amount('housingAllowance.singleThreshold')} w gospodarstwie jednoosobowym albo ${amount('housingAllowance.multiThreshold')} na osobę w większym (art. 3 ustawy o dodatkach mieszkaniowych).`,
      ],
      deadline:
        'Dodatek przysługuje od pierwszego dnia miesiąca po złożeniu wniosku, przez 6 miesięcy (art. 7 ustawy o dodatkach mieszkaniowych).',
      apply: 'centreDecision',
      links: ['/dodatek-mieszkaniowy'],
    },
    {
      logic: 'and',
      title: 'Ogrzewasz mieszkanie ciepłem z sieci? Złóż wniosek o bon ciepłowniczy',
      who: { centre: 'housingAndHeating' },
      text: [
        'Bon jest dla gospodarstwa ogrzewanego ciepłem systemowym, gdy ciepło jest drogie, a dochód niski (art. 2 ustawy o bonie ciepłowniczym).',
      ],
      deadline:
        'Wnioski przyjmujemy tylko w naborach, których terminy są na stronie bonu. Wniosek złożony po terminie nie zostanie rozpatrzony (art. 3 ust. 2 ustawy o bonie ciepłowniczym).',
      apply: 'heatingVoucher',
      links: ['/bon-cieplowniczy'],
    },
    {
      title: 'Złóż wniosek o zasiłek celowy na opał, czynsz albo rachunki',
      who: { centre: 'socialAssistance' },
      text: [
        t`Ośrodek może pokryć niezbędny wydatek, na przykład zakup opału (art. 39 ustawy o pomocy społecznej). Zasiłek jest dla osoby z dochodem do ${amount('incomeCriterion.single')} i dla rodziny z dochodem do ${amount('incomeCriterion.perPersonInFamily')} na osobę (art. 8).`,
      ],
      deadline: 'Wniosek złożysz w każdej chwili, gdy pojawi się potrzeba.',
      apply: 'centreDecision',
      links: ['/zasilek-celowy'],
    },
    {
      title: 'Masz zaległości albo grozi Ci utrata mieszkania? Porozmawiaj z pracownikiem socjalnym',
      who: { centre: 'socialAssistance' },
      text: [
        'Pracownik socjalny doradzi, co zrobić z długiem, a prawnik wyjaśni Twoje prawa, bez względu na dochód (art. 45 i 46 ustawy o pomocy społecznej). Gdy nie masz gdzie mieszkać, ośrodek zapewni schronienie (art. 48).',
      ],
      links: ['/praca-socjalna', '/schronienie'],
    },
    {
      title: 'Chcesz wymienić stary piec? Sprawdź program „Czyste Powietrze”',
      who: { centre: 'secretariat' },
      text: [
        'Program dopłaca do wymiany pieca i ocieplenia domu. Zaświadczenie o dochodach do wniosku wydaje ośrodek (art. 411 ust. 10g ustawy – Prawo ochrony środowiska).',
      ],
      apply: 'centreDecision',
      links: ['/czyste-powietrze'],
    },
  ],
};
