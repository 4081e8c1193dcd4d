import { qty, shareOf, zl } from './money.ts';
import { common } from './common.ts';
import { fixedOn } from './amount-series.ts';
import { timeline } from '../timeline/timeline.ts';

/**
 * The food aid's criterion is the social-assistance criterion in force during the edition, times the edition's
 * share. Each edition names the day whose criterion it uses, so a new criterion never changes a past edition.
 */
function foodAidCriterion(day: string, percent: number) {
  return {
    single: shareOf(fixedOn(common.incomeCriterion.single, day), qty(percent, '%')),
    perPersonInFamily: shareOf(fixedOn(common.incomeCriterion.perPersonInFamily, day), qty(percent, '%')),
  };
}

/** The 2025 edition: the criterion in force when its distribution began. */
const foodAid2025 = foodAidCriterion(timeline.foodAid.distribution2025.from, 265);
/** The 2024 and 2023 editions: the criterion in force from 1 January 2022 to 31 December 2024. */
const foodAid2024 = foodAidCriterion('2024-01-01', 265);
const foodAid2023Before = foodAidCriterion('2023-01-01', 220);
const foodAid2023After = foodAidCriterion('2023-05-15', 235);

/**
 * Special programmes: large family cards, personal assistant, European food aid, telecare and the heating voucher.
 * Dates, periods and room numbers are written in the pages' text.
 */
export const programs = {
  /** Ogólnopolska Karta Dużej Rodziny (ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny). */
  largeFamilyCard: {
    /** Opłata za duplikat karty. */
    duplicateFee: zl(16),
    /** Opłata za wydanie formy tradycyjnej osobie, która ma już kartę w formie elektronicznej. */
    traditionalFormFee: zl(16),
    /** Karta dziecka jest ważna do ukończenia tego wieku. */
    childAgeLimit: qty(18, 'lat'),
    /** Karta dziecka uczącego się jest ważna najdłużej do ukończenia tego wieku. */
    learningChildAgeLimit: qty(25, 'lat'),
    /** Przykładowe zniżki: najwyższe odsetki. */
    discounts: {
      rail: qty(37, '%'),
      cinemaTheatre: qty(50, '%'),
      amusementParks: qty(30, '%'),
    },
  },

  /** Program „Asystent osobisty osoby z niepełnosprawnością” dla jednostek samorządu terytorialnego. */
  personalAssistant: {
    /** Wiek dzieci, które mogą być uczestnikami programu: od … do … lat. */
    childAgeFrom: qty(2),
    childAgeTo: qty(16),
    /** Najkrótsze udokumentowane doświadczenie asystenta bez wymaganych kwalifikacji. */
    minimumExperienceMonths: qty(6, 'miesięcy'),
    edition2025: {
      funding: zl(683340),
      participants: qty(50),
      assistants: qty(33),
    },
    edition2024: {
      funding: zl(438498),
      participants: qty(29),
      assistants: qty(19),
    },
  },

  /** Program Fundusze Europejskie na Pomoc Żywnościową 2021–2027. */
  foodAid: {
    edition2025: {
      /** Kryterium dochodowe programu (265% kryterium z pomocy społecznej): osoba samotnie gospodarująca / w rodzinie. */
      incomeLimitSingle: foodAid2025.single,
      incomeLimitPerPersonInFamily: foodAid2025.perPersonInFamily,
      /** Około tyle żywności na osobę. */
      foodPerPerson: qty(30, 'kg'),
      /** Uczestnicy warsztatów (działania towarzyszące). */
      workshopParticipants: qty(16, 'osób'),
    },
    edition2024: {
      incomeLimitSingle: foodAid2024.single,
      incomeLimitPerPersonInFamily: foodAid2024.perPersonInFamily,
      foodPerPerson: qty(26, 'kg'),
      /** Liczba osób, które otrzymały pomoc. */
      recipients: qty(341, 'osób'),
      /** Wartość przekazanej żywności. */
      foodValue: zl(82033.91),
      workshopParticipants: qty(27, 'osób'),
    },
    edition2023: {
      /** Kryterium do 14 maja 2023 r. (220%) i od 15 maja 2023 r. (235%). */
      incomeLimitSingleUntilChange: foodAid2023Before.single,
      incomeLimitPerPersonInFamilyUntilChange: foodAid2023Before.perPersonInFamily,
      incomeLimitSingleFromChange: foodAid2023After.single,
      incomeLimitPerPersonInFamilyFromChange: foodAid2023After.perPersonInFamily,
      foodPerPerson: qty(9.2, 'kg', 1),
      recipients: qty(321, 'osób'),
      /** Łączna masa przekazanej żywności. */
      foodWeight: qty(3115.6, 'kg', 2),
      foodValue: zl(19978.28),
    },
  },

  /** Teleopieka w 2025 r. */
  telecare: {
    minimumAge: qty(60, 'lat'),
    /** Liczba mieszkańców objętych usługą w 2025 r. */
    participants2025: qty(90),
  },

  /**
   * Bon ciepłowniczy. The income limits equal the housing-allowance thresholds today, but have their own legal
   * basis, so they are kept here and not shared.
   */
  heatingVoucher: {
    /**
     * Limit przeciętnego miesięcznego dochodu, ten sam w obu okresach: przy wniosku za okres od 1 lipca do 31 grudnia
     * 2025 r. liczy się dochód za 2024 r., przy wniosku za 2026 r. – dochód za 2025 r. (art. 2 ust. 1 i 3 ustawy
     * z dnia 12 września 2025 r. o bonie ciepłowniczym).
     */
    incomeLimitSingle: zl(3272.69),
    incomeLimitPerPersonMulti: zl(2454.52),
    /**
     * Wysokość bonu według jednoskładnikowej ceny ciepła netto za 1 GJ (art. 2 ust. 10 ustawy o bonie ciepłowniczym):
     * powyżej `priceAbove` do `priceUpTo`
     * (ostatni przedział bez górnej granicy); kwoty za okres od 1 lipca do 31 grudnia 2025 r. i za 2026 r.
     */
    /** Niższego bonu (po pomniejszeniu o przekroczenie limitu dochodu) się nie wypłaca (art. 2 ust. 11). */
    minimum: zl(20),
    bands: [
      { priceAbove: zl(170), priceUpTo: zl(200), amount2025: zl(500), amount2026: zl(1000) },
      { priceAbove: zl(200), priceUpTo: zl(230), amount2025: zl(1000), amount2026: zl(2000) },
      { priceAbove: zl(230), amount2025: zl(1750), amount2026: zl(3500) },
    ],
  },
} as const;
