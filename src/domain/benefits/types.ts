/** The registry of benefits: see src/domain/benefits/index.ts. */
import type { centre } from '../centre/centre.ts';
import type { Figure } from '../amounts/index.ts';
import type { ApplicationKind } from '../applying/applications.ts';

/** The self-check's name for each benefit whose income it tests. */
export type RuleId =
  | 'periodicAllowance'
  | 'purposeAllowance'
  | 'permanentAllowance'
  | 'meals'
  | 'care75'
  | 'familyAllowance'
  | 'childbirthGrant'
  | 'alimonyFund'
  | 'schoolScholarship'
  | 'foodAid'
  | 'housingAllowance'
  | 'heatingVoucher';

/**
 * What the self-check says of a benefit, exported by its entry as `selfCheck` (and listed in ./self-check.ts):
 * how it tests a household's income, or that the benefit is granted whatever the income.
 */
export type SelfCheck = SelfCheckRule | 'withoutIncomeTest';

/** How the self-check tests a household's income for one benefit. */
export interface SelfCheckRule {
  id: RuleId;
  /** Threshold for a one-person household where the law sets one; otherwise `perPerson` applies to it too. */
  single?: Figure;
  /** Threshold per person: the household's income may reach it times the number of persons. */
  perPerson: Figure;
  /** Replaces `perPerson` when the household has a person with a disability certificate. */
  disabledVariant?: Figure;
  /** Checked only when the household has a child aged up to 24. */
  needsChildren?: boolean;
  /** Checked only when someone in the household is 75 or older. */
  needsPersonAged75?: boolean;
  /** Above the threshold the benefit is reduced by the excess instead of refused ("złotówka za złotówkę"). */
  reducedAboveThreshold?: boolean;
  /** Another condition the resident should know of, shown beside the benefit. */
  note?: string;
}

/** What a benefit page says about applying: 'Jak złożyć wniosek', shown by `<HowToApply />`. */
export interface ApplicationGuide {
  /** The section that takes the application and answers questions. */
  section: keyof typeof centre.sections;
  /** When it takes applications (default: the centre's office hours). */
  hours?: keyof typeof centre.hours;
  /**
   * The kind of application in the registry of ways to apply (src/domain/applying/applications.ts): its electronic
   * ways follow `ways` on the page, so a guide never leaves out one the law opens.
   */
  kind: ApplicationKind;
  /** The guide's own ways and notes, one sentence each: in person and by post name the room or the rule. */
  ways: string[];
  /** What to bring or attach, one item each. */
  bring: string[];
  /** Forms to fill in, from the documents registry (they are listed to download). */
  forms?: string[];
  /** What happens after the application, in order, one sentence each. */
  next: string[];
  /** The deadline or the period, in one or two sentences. */
  deadline: string;
}

/** One benefit: everything the site knows about it besides its page's text, tied to the page by its route. */
export interface Benefit {
  /**
   * The centre whose own page this is (centres/<id>/pages/), for a local programme: another centre's build leaves
   * the entry out. Without it the page is shared.
   */
  centre?: string;
  /** 'Jak złożyć wniosek'; a benefit one does not apply for (a card shown elsewhere) has none. */
  guide?: ApplicationGuide;
  /** The groups of `src/domain/amounts/` whose figures the page quotes (`<Amount id="group.…" />`). */
  amounts?: string[];
  /** The editions and application windows of `src/domain/timeline/timeline.ts` that concern it. */
  timeline?: string[];
}
