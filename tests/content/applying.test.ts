import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationGuides, waysOf } from '../../src/domain/benefits/index.ts';
import { applications, unnamedElectronicWays, type ApplicationKind } from '../../src/domain/applying/applications.ts';
import { emailApplicationSentences } from '../../src/domain/applying/plain-email.ts';
import { journeys } from '../../src/domain/journeys/index.ts';
import { plainText } from '../../src/domain/journeys/text.ts';
import { readContentPages } from '../../scripts/lib/content-pages.ts';

/** The site's pages by route: the shared ones the selected centre shows, and its own. */
const pageFiles = new Map(readContentPages().map(({ route, file }) => [route, file]));

/** A page's MDX as its reader sees the words: without the frontmatter and Markdown's escapes (`Emp\@tia`). */
function pageText(route: string): string {
  const file = pageFiles.get(route);
  if (!file) throw new Error(`${route}: no such page on the site`);
  const source = readFileSync(file, 'utf8');
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\\(?=[@*_])/g, '');
}

const kinds = Object.keys(applications) as ApplicationKind[];

describe('every way to apply, from the registry (src/domain/applying/)', () => {
  it("names, in each guide's 'W jaki sposób', every electronic way the law opens for its application", () => {
    const missing = Object.entries(applicationGuides).flatMap(([route, guide]) =>
      unnamedElectronicWays(guide.kind, waysOf(guide)).map((channel) => `${route}: ${channel}`),
    );
    expect(Object.keys(applicationGuides).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('names them on every page that tells in its own words how to apply', () => {
    const missing = kinds.flatMap((kind) =>
      (applications[kind].explainedOn ?? []).flatMap((route) =>
        unnamedElectronicWays(kind, [pageText(route)]).map((channel) => `${route}: ${channel}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('tells no one to send an application by ordinary e-mail: not a page, a guide or a journey', () => {
    const pages = [...pageFiles.keys()].map((route) => ({ where: route, text: pageText(route) }));
    const guides = Object.entries(applicationGuides).map(([route, guide]) => ({
      where: `src/domain/benefits${route}.ts`,
      text: [...waysOf(guide), ...guide.bring, ...guide.next, guide.deadline].join('\n'),
    }));
    const steps = Object.entries(journeys).map(([route, journey]) => ({
      where: `src/domain/journeys${route}.ts`,
      text: journey.steps
        .flatMap((step) => [step.title, ...step.text, ...(step.deadline ? [step.deadline] : [])])
        .map((text) => plainText(text))
        .join('\n'),
    }));
    expect(pages.length).toBeGreaterThan(50);
    const advice = [...pages, ...guides, ...steps].flatMap(({ where, text }) =>
      emailApplicationSentences(text).map((sentence) => `${where}: ${sentence}`),
    );
    expect(advice).toEqual([]);
  });
});
