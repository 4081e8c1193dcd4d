import { dated, qty, shareOf, zl, type Quantity } from './money.ts';

const averageWage = zl(8181.72);
const singleHouseholdShare = qty(40, '%');
const multiHouseholdShare = qty(30, '%');
const areaExcess = qty(30, '%');
const areaExcessExtended = qty(50, '%');

/** A normative area enlarged by a share, to one decimal place, as the table in the act writes it. */
function enlarged(normative: number, excess: Quantity): Quantity {
  return qty(Math.round(normative * (100 + excess.value) * 10) / 1000, 'm²', 1);
}

/**
 * Family benefits, housing allowance, alimony fund, aid for citizens of Ukraine and the Blue Card procedure. Ages,
 * dates and periods are written in the pages' text.
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
    monthly: dated({
      from: '2025-01-01',
      zloty: 3287,
      source:
        'art. 17 ustawy o świadczeniach rodzinnych: kwota waloryzowana 1 stycznia o wzrost minimalnego wynagrodzenia',
    }),
    /** Increase for the second and each further child in care (art. 17 ust. 3e ustawy o świadczeniach rodzinnych). */
    furtherChildIncrease: qty(100, '%'),
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
    amount: dated({
      from: '2017-01-01',
      zloty: 4000,
      source: 'art. 10 ust. 1 ustawy z dnia 4 listopada 2016 r. o wsparciu kobiet w ciąży i rodzin „Za życiem”',
    }),
    /** Termin na złożenie wniosku od dnia urodzenia się dziecka (ta sama liczba co przy jednorazowej zapomodze). */
    applicationMonths: qty(12, 'miesięcy'),
  },

  /** Świadczenia z funduszu alimentacyjnego. */
  alimonyFund: {
    /** Najwyższa miesięczna kwota na osobę uprawnioną. */
    maxMonthly: zl(1000),
    /** Kryterium dochodowe netto na osobę w rodzinie. */
    incomeLimit: zl(1209),
    /**
     * Po pomniejszeniu o kwotę przekroczenia kryterium świadczenia niższego niż ta kwota się nie wypłaca
     * (art. 9 ust. 2a–2b ustawy o pomocy osobom uprawnionym do alimentów, Dz.U. z 2026 r. poz. 79).
     */
    minimumPayout: zl(100),
  },

  /** Dodatek mieszkaniowy: progi dochodowe (średni dochód z 3 miesięcy przed złożeniem wniosku) i normy powierzchni. */
  housingAllowance: {
    incomePeriodMonths: qty(3, 'miesięcy'),
    /**
     * Przeciętne miesięczne wynagrodzenie w gospodarce narodowej (GUS), z którego liczy się progi dochodowe:
     * the one figure to change when it is announced.
     */
    averageWage: averageWage,
    /** Gospodarstwo jednoosobowe: 40% przeciętnego wynagrodzenia. */
    singlePercent: singleHouseholdShare,
    singleThreshold: shareOf(averageWage, singleHouseholdShare),
    /** Gospodarstwo wieloosobowe: 30% przeciętnego wynagrodzenia na osobę. */
    multiPercent: multiHouseholdShare,
    multiThreshold: shareOf(averageWage, multiHouseholdShare),
    /** O ile powierzchnia użytkowa lokalu może przekraczać powierzchnię normatywną. */
    areaExcess,
    areaExcessExtended,
    /**
     * The larger excess applies when rooms and kitchen take no more than this share of the usable area
     * (art. 5 ustawy o dodatkach mieszkaniowych, Dz.U. z 2023 r. poz. 1335; the rule as samorzad.infor.pl and rp.pl
     * quote it: confirm the paragraph in ISAP before citing it).
     */
    roomsAndKitchenShareMax: qty(60, '%'),
    /**
     * Added to the normative area for a person with a disability who uses a wheelchair or needs a separate room
     * (art. 5 ust. 3 ustawy o dodatkach mieszkaniowych, as rp.pl quotes it: confirm in ISAP).
     */
    disabilityExtraArea: qty(15, 'm²'),
    /** The housing area table: persons, normative area, and the area 30% and 50% larger. */
    areaNorms: [
      [1, 35],
      [2, 40],
      [3, 45],
      [4, 55],
      [5, 65],
      [6, 70],
    ].map(([persons, normative]) => ({
      persons: qty(persons!),
      normative: qty(normative!, 'm²'),
      plus30: enlarged(normative!, areaExcess),
      plus50: enlarged(normative!, areaExcessExtended),
    })),
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
} as const;
