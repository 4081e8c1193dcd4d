import { qty, zl } from './money.ts';

/**
 * Social assistance: cash and non-cash benefits (spec 001 §9 "Cash benefits", "Non-cash").
 * The income criterion itself (1 010 zł / 823 zł) is shared and lives in common.ts (`incomeCriterion.*`);
 * the special purpose allowance and the school scholarship limit are quoted through those ids.
 */
export const socialAssistance = {
  /** Zasiłek stały (art. 37 ustawy o pomocy społecznej). */
  permanentAllowance: {
    /** Najwyższa kwota dla osoby samotnie gospodarującej. */
    maxSingle: zl(1229),
    /** Najwyższa kwota dla osoby pozostającej w rodzinie. */
    maxInFamily: zl(1069.9),
    /** Najniższa kwota; niższego zasiłku się nie wypłaca. */
    minimum: zl(100),
    /** Zasiłek to różnica między tym odsetkiem kryterium dochodowego a dochodem. */
    criterionShare: qty(130, '%'),
  },

  /** Zasiłek okresowy (art. 38). */
  periodicAllowance: {
    /** Górna granica zasiłku dla osoby samotnie gospodarującej. */
    maxSingle: zl(823),
    /** Zasiłek nie może być niższy niż ten odsetek różnicy między kryterium a dochodem. */
    minimumShareOfGap: qty(50, '%'),
  },

  /** Program „Posiłek w szkole i w domu” na lata 2024–2028. */
  mealsAtSchoolAndHome: {
    /** Próg dochodowy programu jako odsetek kryterium dochodowego. */
    criterionShare: qty(200, '%'),
    /** 200% kryterium osoby samotnie gospodarującej. */
    incomeLimitSingle: zl(2020),
    /** 200% kryterium na osobę w rodzinie. */
    incomeLimitPerPersonInFamily: zl(1646),
  },

  /** Stypendium szkolne (ustawa o systemie oświaty); próg dochodowy: `incomeCriterion.perPersonInFamily`. */
  schoolScholarship: {
    monthlyMin: zl(99.2),
    monthlyMax: zl(248, 2),
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
    relativesThresholdShare: qty(300, '%'),
  },

  /** Program „Opieka 75+”. */
  care75: {
    minimumAge: qty(75, 'lat'),
    /** Dochód do tego odsetka kryterium dochodowego. */
    incomeLimitShare: qty(250, '%'),
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
