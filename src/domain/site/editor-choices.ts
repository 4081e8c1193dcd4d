/**
 * What the visual editor (Keystatic, `npm run edit`) offers where a page points at the site's data: the parent
 * pages, the amounts, the statuses, the centre's facts and the document lists. Read from the same modules the
 * build checks the pages against, so the editor cannot offer a value the build would refuse.
 */
import { amountIds } from '../amounts/index.ts';
import { centre, centreNames } from '../centre/centre.ts';
import { documentListNames } from '../documents/index.ts';
import { menuGroups } from './navigation.ts';
import { sections } from './sections.ts';
import { timeline } from '../timeline/timeline.ts';
import { timelineIdsOf } from '../benefits/benefit-registry.ts';
import { centreFact } from '../centre/centre-facts.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';

export interface Choice {
  label: string;
  value: string;
}

const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ label: value, value }));

/** Every dotted path into an object, objects and values alike. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  return [
    ...(prefix ? [prefix] : []),
    ...Object.entries(value).flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key)),
  ];
}

const showsAsFact = (path: string) => {
  try {
    centreFact(path);
    return true;
  } catch {
    return false;
  }
};

/** A page without a parent: not in the menu, reached by its own links (the frontmatter has no `parent`). */
export const NO_PARENT = '';

/** The route of a page file: `content/pages/uk/pomoc.mdx` → `/uk/pomoc`. */
export function routeOfPageFile(file: string): string {
  return `/${file.replace(/^.*(content|centres\/[^/]+)\/pages\//, '').replace(/\.mdx$/, '')}`;
}

export function parentChoices(pageFiles: readonly string[]): Choice[] {
  return [
    { label: 'Brak (strona poza menu, np. deklaracja dostępności)', value: NO_PARENT },
    ...menuGroups.map((group) => ({ label: `Grupa menu: ${group.title}`, value: group.id })),
    ...pageFiles
      .map(routeOfPageFile)
      .sort()
      .map((route) => ({ label: route, value: route })),
  ];
}

export const editorChoices = {
  // With the value the site shows today, so the list reads "incomeCriterion.single – 1 010 zł".
  amounts: amountIds().map((id) => ({ label: `${id} – ${formatAmountById(id)}`, value: id })),
  statuses: asChoices(timelineIdsOf(timeline)),
  centreFacts: asChoices(paths({ ...centre, ...centreNames }).filter(showsAsFact)),
  documentLists: asChoices(documentListNames),
  sections: Object.entries(sections).map(([value, label]) => ({ label, value })),
};

/** The centre's sections, for who answers for a page (a page's field, not a component's prop). */
export const centreSectionChoices: Choice[] = Object.entries(centre.sections).map(([value, section]) => ({
  label: section.name,
  value,
}));
