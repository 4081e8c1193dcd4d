import { describe, expect, it } from 'vitest';
import { buildSiteTree, PageTreeError, toMenu, toUkrainianMenu, type PageInput } from './page-tree.ts';

const groups = [
  { id: 'formy-pomocy', title: 'Formy pomocy' },
  { id: 'programy-specjalne', title: 'Programy specjalne' },
];

function page(route: string, extra: Partial<PageInput> = {}): PageInput {
  return { file: `content/pages${route}.mdx`, route, title: `Tytuł ${route}`, description: `Opis ${route}`, ...extra };
}

const pages = [
  page('/pomoc-spoleczna', { parent: 'formy-pomocy', order: 10, cardText: 'Krótko' }),
  page('/zasilek-okresowy', { parent: '/pomoc-spoleczna', order: 20, homeLink: 20 }),
  page('/zasilek-staly', { parent: '/pomoc-spoleczna', order: 10, menuTitle: 'Stały', homeLink: 10, homeCard: 20 }),
  page('/dodatek', { parent: '/pomoc-spoleczna', order: 30, indexCard: false, homeCard: 10 }),
  page('/teleopieka', { parent: 'programy-specjalne' }),
  page('/polityka-prywatnosci'),
];

describe('buildSiteTree', () => {
  const tree = buildSiteTree(pages, groups);

  it('nests every page under its parent, in the order the pages give', () => {
    expect(toMenu(tree.groups)).toEqual([
      {
        id: 'formy-pomocy',
        title: 'Formy pomocy',
        entries: [
          {
            id: 'pomoc-spoleczna',
            title: 'Tytuł /pomoc-spoleczna',
            link: '/pomoc-spoleczna',
            children: [
              { id: 'zasilek-staly', title: 'Stały', link: '/zasilek-staly' },
              { id: 'zasilek-okresowy', title: 'Tytuł /zasilek-okresowy', link: '/zasilek-okresowy' },
              { id: 'dodatek', title: 'Tytuł /dodatek', link: '/dodatek' },
            ],
          },
        ],
      },
      {
        id: 'programy-specjalne',
        title: 'Programy specjalne',
        entries: [{ id: 'teleopieka', title: 'Tytuł /teleopieka', link: '/teleopieka' }],
      },
    ]);
  });

  it('gives cards the card text, or the description, and leaves out pages that ask not to be cards', () => {
    expect(tree.cardsOf('formy-pomocy')[0]!.description).toBe('Krótko');
    expect(tree.cardsOf('/pomoc-spoleczna').map((entry) => [entry.link, entry.description])).toEqual([
      ['/zasilek-staly', 'Opis /zasilek-staly'],
      ['/zasilek-okresowy', 'Opis /zasilek-okresowy'],
    ]);
  });

  it('orders the home page lists by their own positions', () => {
    expect(tree.homeCards.map((entry) => entry.link)).toEqual(['/dodatek', '/zasilek-staly']);
    expect(tree.homeLinks.map((entry) => entry.link)).toEqual(['/zasilek-staly', '/zasilek-okresowy']);
  });

  it('finds any page by its route, also one in no menu, and names a missing one', () => {
    expect(tree.entryFor('/polityka-prywatnosci').title).toBe('Tytuł /polityka-prywatnosci');
    expect(() => tree.entryFor('/nie-ma')).toThrow('Nie ma strony o ścieżce /nie-ma');
  });

  it('puts a page added with only title, description and parent at the end of its group', () => {
    const added = buildSiteTree([...pages, page('/nowa-strona', { parent: '/pomoc-spoleczna' })], groups);
    expect(added.cardsOf('/pomoc-spoleczna').at(-1)!.link).toBe('/nowa-strona');
  });

  it('refuses an unknown parent in Polish, naming the file and the field', () => {
    const build = () => buildSiteTree([...pages, page('/zgubiona', { parent: '/nie-ma-takiej' })], groups);
    expect(build).toThrow(PageTreeError);
    expect(build).toThrow(
      'content/pages/zgubiona.mdx: pole "parent": nie ma strony "/nie-ma-takiej" ani grupy menu o tej nazwie',
    );
  });

  it('refuses parents that go round in a circle', () => {
    const build = () => buildSiteTree([page('/a', { parent: '/b' }), page('/b', { parent: '/a' })], groups);
    expect(build).toThrow(/pole "parent": strony wskazują na siebie nawzajem w kółko/);
  });
});

describe('the Ukrainian menu', () => {
  const tree = buildSiteTree(
    [
      page('/pomoc-spoleczna', { parent: 'formy-pomocy', order: 10, menuTitleUk: 'Соціальна допомога' }),
      page('/zasilek-staly', { parent: '/pomoc-spoleczna', menuTitle: 'Stały' }),
      page('/ukraina', { parent: 'formy-pomocy', order: 20 }),
      page('/uk/ukraina', { title: 'Україна', lang: 'uk', translationOf: '/ukraina' }),
      page('/uk/inna', { title: 'Інша', lang: 'uk', parent: 'formy-pomocy' }),
    ],
    groups,
  );
  const menu = toUkrainianMenu(tree.groups, { 'formy-pomocy': 'Форми допомоги' });

  it('names the groups in Ukrainian and each Polish page by its Ukrainian title, saying the page is Polish', () => {
    expect(menu[0]!.title).toBe('Форми допомоги');
    expect(menu[0]!.entries[0]).toMatchObject({
      title: 'Соціальна допомога',
      link: '/pomoc-spoleczna',
      hreflang: 'pl',
    });
    expect(menu[0]!.entries[0]).not.toHaveProperty('lang');
  });

  it('shows a page without a Ukrainian title under its Polish one, marked Polish', () => {
    expect(menu[0]!.entries[0]!.children![0]).toEqual({
      id: 'zasilek-staly',
      title: 'Stały',
      link: '/zasilek-staly',
      lang: 'pl',
      hreflang: 'pl',
    });
  });

  it('links a page with a Ukrainian version to that version, under its title', () => {
    expect(menu[0]!.entries[1]).toEqual({ id: 'ukraina', title: 'Україна', link: '/uk/ukraina' });
  });

  it('shows a page written in Ukrainian only in the Ukrainian menus, after the Polish pages of its parent', () => {
    expect(menu[0]!.entries.map((entry) => entry.link)).toEqual(['/pomoc-spoleczna', '/uk/ukraina', '/uk/inna']);
    expect(menu[0]!.entries[2]).toEqual({ id: 'uk-inna', title: 'Інша', link: '/uk/inna' });
  });

  it('keeps Ukrainian pages out of the Polish menus', () => {
    expect(toMenu(tree.groups)[0]!.entries.map((entry) => entry.link)).toEqual(['/pomoc-spoleczna', '/ukraina']);
  });
});
