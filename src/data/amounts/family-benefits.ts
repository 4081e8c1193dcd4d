import { qty, zl } from './money.ts';

/**
 * Family benefits, housing allowance, alimony fund, aid for citizens of Ukraine, the Blue Card procedure and the
 * senior club (spec 001 §9 "Family benefits", "Housing allowance", "Non-cash" – Ukraine aid, "Cards" – Blue
 * Card monitoring, "Senior club"). Ages, dates and periods are written in the pages' text.
 */
export const familyBenefits = {
  /** Zasiłek rodzinny: miesięczne kwoty według wieku dziecka i kryterium dochodowe na osobę w rodzinie. */
  familyAllowance: {
    /** Na dziecko do ukończenia 5. roku życia. */
    childUpTo5: zl(95),
    /** Na dziecko powyżej 5. roku życia do ukończenia 18. roku życia. */
    child5To18: zl(124),
    /** Na dziecko powyżej 18. roku życia do ukończenia 24. roku życia. */
    child18To24: zl(135),
    /** Kryterium dochodowe na osobę w rodzinie. */
    incomeLimit: zl(674),
    /** Kryterium, gdy członkiem rodziny jest dziecko z orzeczeniem o niepełnosprawności. */
    incomeLimitDisabledChild: zl(764),
    /** Po pomniejszeniu o kwotę przekroczenia świadczeń niższych niż ta kwota się nie wypłaca. */
    minimumPayout: zl(20),
  },

  /** Dodatki do zasiłku rodzinnego. */
  familySupplements: {
    /** Z tytułu urodzenia dziecka, jednorazowo. */
    childBirth: zl(1000),
    /** Z tytułu opieki nad dzieckiem w okresie korzystania z urlopu wychowawczego, miesięcznie. */
    childcareLeave: zl(400),
    childcareLeaveMonths: {
      standard: qty(24, 'miesiące'),
      multipleBirth: qty(36, 'miesięcy'),
      disabledChild: qty(72, 'miesiące'),
    },
    /** Z tytułu samotnego wychowywania dziecka: na dziecko i najwyżej na wszystkie dzieci. */
    singleParent: zl(193),
    singleParentMax: zl(386),
    /** Zwiększenie na dziecko z orzeczeniem o niepełnosprawności lub o znacznym stopniu niepełnosprawności. */
    singleParentDisabledChild: zl(80),
    singleParentDisabledChildMax: zl(160),
    /** Z tytułu wychowywania dziecka w rodzinie wielodzietnej: na trzecie i na następne dzieci. */
    largeFamily: zl(95),
    /** Z tytułu kształcenia i rehabilitacji dziecka niepełnosprawnego. */
    rehabilitationUpTo5: zl(90),
    rehabilitation5To24: zl(110),
    /** Z tytułu rozpoczęcia roku szkolnego, jednorazowo. */
    schoolStart: zl(100),
    /** Z tytułu podjęcia przez dziecko nauki w szkole poza miejscem zamieszkania. */
    schoolAwayResiding: zl(113),
    schoolAwayCommuting: zl(69),
    schoolAwayMonths: qty(10, 'miesięcy'),
  },

  /** Zasiłek pielęgnacyjny, miesięcznie, bez kryterium dochodowego. */
  nursingAllowance: {
    monthly: zl(215.84),
  },

  /** Świadczenie pielęgnacyjne, miesięcznie, bez kryterium dochodowego; waloryzowane co roku 1 stycznia. */
  nursingBenefit: {
    monthly: zl(3287, 2),
  },

  /** Świadczenie rodzicielskie, miesięcznie, bez kryterium dochodowego. */
  parentalBenefit: {
    monthly: zl(1000),
    /** Okres pobierania według liczby dzieci urodzonych przy jednym porodzie (albo przyjętych na wychowanie). */
    weeks: {
      oneChild: qty(52, 'tygodnie'),
      twoChildren: qty(65, 'tygodni'),
      threeChildren: qty(67, 'tygodni'),
      fourChildren: qty(69, 'tygodni'),
      fiveOrMoreChildren: qty(71, 'tygodni'),
    },
    /** Wniosek złożony w tym terminie od urodzenia: świadczenie od dnia urodzenia. */
    applicationMonths: qty(3, 'miesięcy'),
    /** Wniosek złożony później, w tym terminie. */
    lateApplicationWeeks: qty(52, 'tygodni'),
  },

  /** Jednorazowa zapomoga z tytułu urodzenia się dziecka („becikowe”). */
  childbirthGrant: {
    amount: zl(1000),
    incomeLimit: zl(1922),
    applicationMonths: qty(12, 'miesięcy'),
  },

  /** Jednorazowe świadczenie „Za życiem” (od 1 stycznia 2017 r.). */
  forLife: {
    amount: zl(4000, 2),
    /** Termin na złożenie wniosku od dnia urodzenia się dziecka (ta sama liczba co przy jednorazowej zapomodze). */
    applicationMonths: qty(12, 'miesięcy'),
  },

  /** Świadczenia z funduszu alimentacyjnego. */
  alimonyFund: {
    /** Najwyższa miesięczna kwota na osobę uprawnioną. */
    maxMonthly: zl(1000),
    /** Kryterium dochodowe netto na osobę w rodzinie. */
    incomeLimit: zl(1209),
  },

  /** Dodatek mieszkaniowy: progi dochodowe (średni dochód z 3 miesięcy przed złożeniem wniosku) i normy powierzchni. */
  housingAllowance: {
    incomePeriodMonths: qty(3, 'miesięcy'),
    /** Gospodarstwo jednoosobowe: 40% przeciętnego wynagrodzenia. */
    singlePercent: qty(40, '%'),
    singleThreshold: zl(3272.69),
    /** Gospodarstwo wieloosobowe: 30% przeciętnego wynagrodzenia na osobę. */
    multiPercent: qty(30, '%'),
    multiThreshold: zl(2454.52),
    /** O ile powierzchnia użytkowa lokalu może przekraczać powierzchnię normatywną. */
    areaExcess: qty(30, '%'),
    areaExcessExtended: qty(50, '%'),
    /** Spec 001 §9, housing area rows: persons, normative area, +30%, +50%. */
    areaNorms: [
      { persons: qty(1), normative: qty(35, 'm²'), plus30: qty(45.5, 'm²', 1), plus50: qty(52.5, 'm²', 1) },
      { persons: qty(2), normative: qty(40, 'm²'), plus30: qty(52, 'm²', 1), plus50: qty(60, 'm²', 1) },
      { persons: qty(3), normative: qty(45, 'm²'), plus30: qty(58.5, 'm²', 1), plus50: qty(67.5, 'm²', 1) },
      { persons: qty(4), normative: qty(55, 'm²'), plus30: qty(71.5, 'm²', 1), plus50: qty(82.5, 'm²', 1) },
      { persons: qty(5), normative: qty(65, 'm²'), plus30: qty(84.5, 'm²', 1), plus50: qty(97.5, 'm²', 1) },
      { persons: qty(6), normative: qty(70, 'm²'), plus30: qty(91, 'm²', 1), plus50: qty(105, 'm²', 1) },
    ],
  },

  /** Pomoc dla obywateli Ukrainy, którzy wjechali do Polski po 24.02.2022 r. */
  ukraineAid: {
    /** Posiłek dla dzieci: przez okres do … */
    childMealsPeriod: qty(2, 'miesięcy'),
  },

  /** Procedura „Niebieskie Karty”: monitorowanie sytuacji po jej zakończeniu. */
  domesticViolence: {
    monitoringPeriod: qty(9, 'miesięcy'),
  },

  /** Nowotomyski Klub Seniora. */
  seniorClub: {
    places: qty(30, 'miejsc'),
    minimumAge: qty(60, 'lat'),
  },
} as const;
