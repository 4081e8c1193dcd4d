import { dated, qty, shareOf, zl } from './money.ts';
import { common, criterionRegulations } from './common.ts';

const { single, perPersonInFamily } = common.incomeCriterion;
const permanentAllowanceShare = qty(130, '%');
const mealsShare = qty(200, '%');
const care75Share = qty(250, '%');
const relativesShare = qty(300, '%');

/**
 * Social assistance: cash and non-cash benefits. The income criterion itself (1 010 zł / 823 zł) is shared and
 * lives in common.ts (`incomeCriterion.*`); the special purpose allowance and the school scholarship limit are
 * quoted through those ids, and every threshold the law sets as a share of it is computed from it here.
 */
export const socialAssistance = {
  /** Zasiłek stały (art. 37 ustawy o pomocy społecznej). */
  permanentAllowance: {
    /** Najwyższa kwota dla osoby samotnie gospodarującej, ustalana razem z kryterium dochodowym. */
    maxSingle: dated(
      { from: '2018-10-01', zloty: 645, source: criterionRegulations.from2018 },
      { from: '2022-01-01', zloty: 719, source: criterionRegulations.from2022 },
      { from: '2025-01-01', zloty: 1229, source: criterionRegulations.from2025 },
    ),
    /** Najwyższa kwota dla osoby pozostającej w rodzinie: 130% kryterium na osobę w rodzinie. */
    maxInFamily: shareOf(perPersonInFamily, permanentAllowanceShare),
    /** Najniższa kwota; niższego zasiłku się nie wypłaca. */
    minimum: zl(100),
    /** Zasiłek to różnica między tym odsetkiem kryterium dochodowego a dochodem. */
    criterionShare: permanentAllowanceShare,
  },

  /** Zasiłek okresowy (art. 38). */
  periodicAllowance: {
    /** Najniższa kwota zasiłku okresowego (art. 38 ust. 4). */
    minimum: zl(20),
    /** Górna granica zasiłku dla osoby samotnie gospodarującej. */
    maxSingle: zl(823),
    /** Zasiłek nie może być niższy niż ten odsetek różnicy między kryterium a dochodem. */
    minimumShareOfGap: qty(50, '%'),
  },

  /** Program „Posiłek w szkole i w domu” na lata 2024–2028. */
  mealsAtSchoolAndHome: {
    /** Próg dochodowy programu jako odsetek kryterium dochodowego. */
    criterionShare: mealsShare,
    /** 200% kryterium osoby samotnie gospodarującej. */
    incomeLimitSingle: shareOf(single, mealsShare),
    /** 200% kryterium na osobę w rodzinie. */
    incomeLimitPerPersonInFamily: shareOf(perPersonInFamily, mealsShare),
  },

  /** Stypendium szkolne (ustawa o systemie oświaty); próg dochodowy: `incomeCriterion.perPersonInFamily`. */
  schoolScholarship: {
    monthlyMin: zl(99.2),
    monthlyMax: zl(248),
  },

  /** Zasiłek szkolny. */
  schoolAllowance: {
    max: zl(620),
  },

  /** Domy pomocy społecznej: odpłatność za pobyt (art. 61). */
  socialWelfareHome: {
    /** Mieszkaniec płaci nie więcej niż ten odsetek swojego dochodu. */
    residentMaxShareOfIncome: qty(70, '%'),
    /** Małżonek, zstępni i wstępni płacą tylko wtedy, gdy ich dochód przekracza ten odsetek kryterium. */
    relativesThresholdShare: relativesShare,
    /** 300% kryterium osoby samotnie gospodarującej / na osobę w rodzinie. */
    relativesThresholdSingle: shareOf(single, relativesShare),
    relativesThresholdPerPersonInFamily: shareOf(perPersonInFamily, relativesShare),
  },

  /**
   * Schronisko dla osób bezdomnych: opłata osoby, której dochód nie przekracza kryterium dochodowego, nie może
   * przekroczyć tego odsetka jej dochodu (art. 97 ust. 1a ustawy o pomocy społecznej).
   */
  shelter: {
    maxShareOfIncome: qty(30, '%'),
    /** W schronisku z usługami opiekuńczymi. */
    maxShareOfIncomeWithCare: qty(50, '%'),
  },

  /** Program „Opieka 75+”. */
  care75: {
    minimumAge: qty(75, 'lat'),
    /** Dochód do tego odsetka kryterium dochodowego. */
    incomeLimitShare: care75Share,
    /** 250% kryterium osoby samotnie gospodarującej / na osobę w rodzinie. */
    incomeLimitSingle: shareOf(single, care75Share),
    incomeLimitPerPersonInFamily: shareOf(perPersonInFamily, care75Share),
    /** Dofinansowanie z budżetu państwa: do tego odsetka kosztów usług. */
    stateCofundingMax: qty(60, '%'),
    /** Realizacja programu w 2024 r. */
    results2024: {
      beneficiaries: qty(10),
      hours: qty(2317),
      grantUsed: zl(42636.87),
      ownContribution: zl(28724.96),
    },
  },
} as const;
