import { describe, expect, it } from 'vitest';
import { buildSiteTree } from '../../src/domain/site/page-tree.ts';
import { menuGroups } from '../../src/domain/site/navigation.ts';
import { readContentPages, siteTreeOf } from '../../scripts/lib/content-pages.ts';
import { departuresFromSpecification } from './specification-menu.ts';

describe('the menus built from the pages', () => {
  it("hold the specification's pages in their groups, under their parents, in its order", () => {
    expect(departuresFromSpecification(siteTreeOf())).toEqual([]);
  });

  it('would name a page moved to another parent, one out of order and one missing', () => {
    const pages = readContentPages().flatMap((page) => {
      if (page.route === '/opieka-75') return [{ ...page, parent: '/swiadczenia-pieniezne' }];
      if (page.route === '/kadra') return [{ ...page, order: 1 }];
      return page.route === '/teleopieka' ? [] : [page];
    });
    expect(departuresFromSpecification(buildSiteTree(pages, menuGroups))).toEqual([
      'Formy pomocy › /pomoc-spoleczna › /swiadczenia-niepieniezne: brak /opieka-75',
      'Programy specjalne: brak /teleopieka',
      'Informacje o ośrodku: /kadra stoi przed /programy',
    ]);
  });
});
