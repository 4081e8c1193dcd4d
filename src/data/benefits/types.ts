/** The registry of benefits: see src/data/benefits/index.ts. */
import type { centre } from '../centre.ts';
import type { RuleId } from '../../lib/eligibility.ts';

/** What a benefit page says about applying: 'Jak złożyć wniosek', shown by `<HowToApply />`. */
export interface ApplicationGuide {
  /** The section that takes the application and answers questions. */
  section: keyof typeof centre.sections;
  /** When it takes applications (default: the centre's office hours). */
  hours?: keyof typeof centre.hours;
  /** The ways to apply, one sentence each. */
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
  /** 'Jak złożyć wniosek'; a benefit one does not apply for (a card shown elsewhere) has none. */
  guide?: ApplicationGuide;
  /** The groups of `src/data/amounts/` whose figures the page quotes (`<Amount id="group.…" />`). */
  amounts?: string[];
  /** The self-check's rule for this benefit (`src/lib/eligibility.ts`), when its income is checked. */
  selfCheck?: RuleId;
  /** The editions and application windows of `src/data/timeline.ts` that concern it. */
  timeline?: string[];
}
