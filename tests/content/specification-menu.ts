import type { NavEntry, SiteTree } from '../../src/domain/site/page-tree.ts';

/**
 * The menus as the specification gives them (its section 2.2): which pages each group holds, nested under which
 * page, in which order. The site may add pages (the self-check is first in 'Formy pomocy'), so the check is that
 * these pages keep their places and order among whatever else the tree holds.
 */
type SpecEntry = string | [route: string, children: SpecEntry[]];

export const specificationMenu: Record<string, SpecEntry[]> = {
  'Formy pomocy': [
    [
      '/pomoc-spoleczna',
      [
        [
          '/swiadczenia-pieniezne',
          [
            '/zasilek-staly',
            '/zasilek-okresowy',
            '/zasilek-celowy',
            '/posilek-w-szkole',
            '/pomoc-materialna-stypendium',
          ],
        ],
        [
          '/swiadczenia-niepieniezne',
          [
            '/uslugi-opiekuncze',
            '/opieka-75',
            '/specjalistyczne-uslugi-opiekuncze',
            '/domy-pomocy-spolecznej',
            '/schronienie',
            '/wynagrodzenie-za-opieke',
            '/swiadczenia-opieki-zdrowotnej',
            '/sprawienie-pogrzebu',
            '/interwencja-kryzysowa',
            '/praca-socjalna',
          ],
        ],
      ],
    ],
    [
      '/swiadczenia-rodzinne',
      [
        '/zasilek-rodzinny',
        '/zasilek-pielegnacyjny',
        '/swiadczenie-pielegnacyjne',
        '/swiadczenie-rodzicielskie',
        '/jednorazowa-zapomoga',
        '/dodatek-mieszkaniowy',
        '/za-zyciem',
        '/fundusz-alimentacyjny',
      ],
    ],
    ['/pomoc-dla-obywateli-ukrainy', ['/swiadczenia-rodzinne-ukraina']],
    '/zespol-interdyscyplinarny',
    '/nowotomyski-klub-seniora',
  ],
  'Programy specjalne': [
    '/karta-duzej-rodziny',
    '/karta-duzej-rodziny-gminy',
    '/wielkopolska-karta-rodziny',
    '/asystent-osobisty',
    '/czyste-powietrze',
    '/program-fundusze-europejskie-pomoc-zywnosciowa',
    '/teleopieka',
    '/bon-cieplowniczy',
  ],
  'Informacje o ośrodku': [
    '/o-osrodku',
    '/programy',
    '/kadra',
    '/ochrona-danych-osobowych',
    '/zamowienia-publiczne',
    '/pliki-do-pobrania',
    '/kontakt',
  ],
};

/**
 * Where the tree departs from the specification's menus, one line each: a group or page missing, a page under
 * another parent, or two pages in the wrong order. Empty when every page of the specification is in place.
 */
export function departuresFromSpecification(tree: SiteTree): string[] {
  const problems: string[] = [];
  const compare = (where: string, expected: SpecEntry[], actual: NavEntry[]) => {
    let position = -1;
    for (const entry of expected) {
      const [route, children] = typeof entry === 'string' ? [entry, []] : entry;
      const found = actual.findIndex((candidate) => candidate.link === route);
      if (found === -1) {
        problems.push(`${where}: brak ${route}`);
        continue;
      }
      if (found < position) problems.push(`${where}: ${route} stoi przed ${actual[position]!.link}`);
      position = Math.max(position, found);
      compare(`${where} › ${route}`, children, actual[found]!.children ?? []);
    }
  };
  for (const [title, entries] of Object.entries(specificationMenu)) {
    const group = tree.groups.find((candidate) => candidate.title === title);
    if (group) compare(title, entries, group.entries);
    else problems.push(`brak grupy menu "${title}"`);
  }
  return problems;
}
