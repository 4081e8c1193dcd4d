/**
 * The build's check of each page's record (issue 47): its change notes against the site's date and each other,
 * and the section that answers for it against the centre's sections. Stops the build in Polish, naming the file.
 */
import { centre } from '../centre/centre.ts';
import { SITE_DATE } from '../site-date.ts';
import { changeProblems, type RecordSource } from './page-record.ts';

export type SectionKey = keyof typeof centre.sections;

/** Whether `key` names one of the centre's sections. */
export function isCentreSection(key: string): key is SectionKey {
  return Object.hasOwn(centre.sections, key);
}

/** What is wrong with a page's record, one line each naming `file`. */
export function recordProblems(
  file: string,
  page: RecordSource & { responsible: string },
  today = SITE_DATE,
): string[] {
  const section = isCentreSection(page.responsible)
    ? []
    : [
        `${file}: pole "responsible": nie ma działu „${page.responsible}”; działy: ${Object.keys(centre.sections).join(', ')}.`,
      ];
  return [...section, ...changeProblems(file, page, today)];
}

/** The name of the section that answers for a page (the build has checked it exists). */
export function responsibleName(key: string): string {
  return isCentreSection(key) ? centre.sections[key].name : key;
}
