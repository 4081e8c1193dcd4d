/** What a benefit page says about applying: see src/data/applications/index.ts. */
import type { centre } from '../centre.ts';

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
