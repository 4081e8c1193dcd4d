/**
 * A journey ('Krok po kroku'): what to do, in order, after something happens in a resident's life, as GOV.UK's
 * step-by-step navigation shows it: numbered steps, a step done beside the one before ('i') or instead of it
 * ('lub'), who handles each, the deadline that matters, how to apply and the page that explains it. One file per
 * journey in this folder, its page in content/pages/ and one line in ./index.ts.
 */
import type { ApplicationKind } from '../applying/applications.ts';
import type { centre } from '../centre/centre.ts';
import type { Text } from './text.ts';

/** The offices other than this centre that a step can send a resident to (./offices.ts names them). */
export type OfficeId = 'zus' | 'labourOffice' | 'disabilityTeam' | 'registryOffice';

/** Who handles a step: one of the centre's sections (its name and phone come from the centre's data), or an office. */
export type Who = { centre: keyof typeof centre.sections } | OfficeId;

export interface JourneyStep {
  /** 'and': done beside the step before; 'or': instead of it. Without it the step has the next number. */
  logic?: 'and' | 'or';
  /** What to do, as an instruction: 'Zgłoś urodzenie dziecka'. */
  title: Text;
  who: Who;
  /** What it gives and on what condition, in short sentences, each fact with its legal basis in brackets. */
  text: Text[];
  /** The deadline that matters, with what happens when it is missed. */
  deadline?: Text;
  /** The application the step makes, from the registry of ways to apply: the step lists its ways. */
  apply?: ApplicationKind;
  /** The pages of this site that explain the step (a route, or a route and a part: '/zasilek-rodzinny#…'). */
  links?: string[];
  /** An official page of the office that handles the step, for what no page of this site explains. */
  elsewhere?: { href: string; text: Text };
}

export interface Journey {
  steps: JourneyStep[];
}
