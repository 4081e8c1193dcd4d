import { describe, expect, it } from 'vitest';
import { toUkrainianMenu, type MenuEntry, type PageInput } from '../../src/domain/site/page-tree.ts';
import { footerLinks } from '../../src/domain/site/navigation.ts';
import { wordsIn } from '../../src/i18n/languages.ts';
import { readContentPages, siteTreeOf } from '../../scripts/lib/content-pages.ts';

/**
 * The menus and the footer of the Ukrainian pages name each Polish page by its Ukrainian menu title (`menuTitleUk`
 * in its frontmatter) or, without one, by its Polish title marked Polish (issue 34; content/README.md). This test
 * lists the pages shown by their Polish title, for the editors: a page may stay on the list, so it never fails for
 * that, only if such a page were not marked Polish.
 */
const pages = readContentPages();
const menu = toUkrainianMenu(siteTreeOf().groups, wordsIn('uk').frame.menuGroups);
const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
const menuEntries = menu.flatMap((group) => flat(group.entries));
const translated = new Set(pages.flatMap((page) => (page.translationOf ? [page.translationOf] : [])));
const footerRoutes = Object.values(footerLinks).flatMap((links) => links.map((link) => link.link));

/** The Polish pages the Ukrainian frame links (menus and footer) with no Ukrainian title nor version. */
function withoutUkrainianTitle(all: PageInput[]): PageInput[] {
  const linked = new Set([...menuEntries.map((entry) => entry.link), ...footerRoutes]);
  return all.filter(
    (page) => page.lang !== 'uk' && linked.has(page.route) && !page.menuTitleUk && !translated.has(page.route),
  );
}

describe('the Ukrainian menus', () => {
  it('list the Polish pages shown under their Polish title', () => {
    const list = withoutUkrainianTitle(pages).map(
      (page) => `${page.file.replace(/^.*content\//, 'content/')}: ${page.title}`,
    );
    console.info(
      list.length === 0
        ? 'Każda strona w menu stron ukraińskich ma tytuł po ukraińsku (menuTitleUk).'
        : `Strony pokazane w menu stron ukraińskich pod polskim tytułem (brak menuTitleUk):\n  ${list.join('\n  ')}`,
    );
    expect(Array.isArray(list)).toBe(true);
  });

  it('mark each of them Polish, and say that the page linked is Polish', () => {
    const missing = new Set(withoutUkrainianTitle(pages).map((page) => page.route));
    for (const entry of menuEntries.filter((item) => missing.has(item.link))) {
      expect(entry, entry.link).toMatchObject({ lang: 'pl', hreflang: 'pl' });
    }
  });

  it('name a page with a Ukrainian title by it, still saying the page is Polish', () => {
    for (const page of pages.filter((item) => item.menuTitleUk && !translated.has(item.route))) {
      const entry = menuEntries.find((item) => item.link === page.route);
      if (!entry) continue; // a page outside the menus (the footer's own)
      expect(entry).toEqual(expect.objectContaining({ title: page.menuTitleUk, hreflang: 'pl' }));
      expect(entry).not.toHaveProperty('lang');
    }
  });

  it('link the Ukrainian version of a page that has one, under its Ukrainian title', () => {
    const ukrainian = pages.filter((page) => page.lang === 'uk' && page.translationOf);
    expect(ukrainian.length).toBeGreaterThan(0);
    for (const page of ukrainian) {
      const entry = menuEntries.find((item) => item.link === page.route);
      if (!entry) continue; // its Polish page is in no menu
      expect(entry).toEqual(expect.objectContaining({ title: page.menuTitle ?? page.title }));
      expect(entry).not.toHaveProperty('hreflang');
    }
  });
});
