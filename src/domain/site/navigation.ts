/**
 * The frame of the site's map. Which pages are in the menus, in what order and with which card text is said by
 * each page's own frontmatter (`parent`, `order`, `menuTitle`, `cardText`; see content/README.md); here are only
 * the three menu groups and the footer. The Contact link is in `./contact-link.ts`.
 */
import type { GroupInput } from './page-tree.ts';
import { frameWords } from '../../i18n/pl/frame.ts';

/**
 * The three dropdown groups of the main navigation, in order; pages name them in `parent`. Their names are the
 * frame's words (src/i18n/pl/frame.ts), so that each group has its Ukrainian name too.
 */
export const menuGroups: GroupInput[] = Object.entries(frameWords.menuGroups).map(([id, title]) => ({ id, title }));

export interface FooterLink {
  /** A page's route; the footer shows its menu title. */
  link: string;
  /** Opens in a new tab; the footer says so to screen readers. */
  newTab?: boolean;
}

/** The footer's link columns. Documents (PDFs) are listed in `src/domain/documents/`. */
export const footerLinks: { help: FooterLink[]; centre: FooterLink[]; programs: FooterLink[] } = {
  help: [
    { link: '/zasilek-staly' },
    { link: '/zasilek-okresowy' },
    { link: '/zasilek-celowy' },
    { link: '/uslugi-opiekuncze' },
  ],
  centre: [
    { link: '/o-osrodku' },
    { link: '/kadra' },
    { link: '/kontakt' },
    { link: '/ochrona-danych-osobowych' },
    { link: '/polityka-prywatnosci' },
    { link: '/deklaracja-dostepnosci' },
    // The two forms of information a public body owes residents who need them (accessibility act, art. 6 pkt 3).
    { link: '/tekst-latwy-do-czytania' },
    { link: '/jezyk-migowy' },
  ],
  programs: [
    { link: '/karta-duzej-rodziny', newTab: true },
    { link: '/asystent-osobisty', newTab: true },
    { link: '/teleopieka', newTab: true },
  ],
};
