/** Props that several components share, so that the editor asks for them in the same words everywhere. */
import type { HeadingLevel } from './contract.ts';

export const anchor = {
  type: 'text',
  label: 'Kotwica (opcjonalnie)',
  description: 'Identyfikator do odnośników w obrębie strony, np. a11y-status.',
  optional: true,
} as const;

// Instead of `**…**` around the component, which the visual editor drops when it saves.
export const strong = { type: 'boolean', label: 'Wyróżnij (pogrubienie)', default: false } as const;

/** The level that keeps the page's outline right where the component stands (the page's title is the only h1). */
/** A heading's level; the editor's help names the default, taken from the same number the component uses. */
export const headingLevel = (what: string, defaultLevel: HeadingLevel) =>
  ({
    type: 'headingLevel',
    label: 'Poziom nagłówka',
    description: `${what} (domyślnie ${defaultLevel}).`,
    default: defaultLevel,
  }) as const;
