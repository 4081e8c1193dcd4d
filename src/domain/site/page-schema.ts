/**
 * The frontmatter every page in content/pages must have, for the site's build (src/content.config.ts) and for
 * checks that read the pages outside it (scripts/lib/content-pages.ts). Documented for editors in
 * content/README.md; each message names what is wrong in Polish, and Astro adds the file it came from.
 */
import { z } from 'astro/zod';
import { sections, type SectionId } from './sections.ts';
import { pageRecordFields } from './page-record-schema.ts';

const sectionIds = Object.keys(sections) as [SectionId, ...SectionId[]];

export const pageSchema = z.object({
  /** The page title: the only <h1>, the browser tab title and the card heading in search results. */
  title: z.string({ error: 'tytuł jest wymagany' }).trim().min(3, 'tytuł jest wymagany (co najmniej 3 znaki)'),
  /** One or two sentences for search engines, link previews and search results (50–200 characters). */
  description: z
    .string({ error: 'opis jest wymagany (50–200 znaków)' })
    .trim()
    .min(50, 'opis musi mieć co najmniej 50 znaków')
    .max(200, 'opis może mieć najwyżej 200 znaków'),
  /**
   * Where the page sits in the menus and on which index page it is a card: the route of its parent page
   * (e.g. "/swiadczenia-pieniezne") or a menu group (formy-pomocy, programy-specjalne, informacje-o-osrodku).
   * Without it the page is in no menu (it is linked from elsewhere, e.g. the footer).
   */
  parent: z
    .string({ error: 'rodzic to ścieżka strony, np. "/pomoc-spoleczna", albo nazwa grupy menu' })
    .regex(
      /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$|^[a-z]+(-[a-z]+)*$/,
      'rodzic to ścieżka strony, np. "/pomoc-spoleczna", albo nazwa grupy menu',
    )
    .optional(),
  /** Position among the pages with the same parent (smaller first; 10, 20, 30… leave room to insert). */
  order: z.number({ error: 'kolejność to liczba, np. 10' }).optional(),
  /** A shorter title for menus and cards (default: the title). */
  menuTitle: z
    .string({ error: 'tytuł w menu to tekst' })
    .trim()
    .min(3, 'tytuł w menu musi mieć co najmniej 3 znaki')
    .optional(),
  /**
   * A Polish page's title in the menus of the Ukrainian pages. Without it they show its Polish title, marked as
   * Polish (tests/content/ukrainian-menu.test.ts lists such pages); a page with a Ukrainian version needs none.
   */
  menuTitleUk: z
    .string({ error: 'tytuł w menu po ukraińsku to tekst' })
    .trim()
    .min(3, 'tytuł w menu po ukraińsku musi mieć co najmniej 3 znaki')
    .regex(/\p{Script=Cyrillic}/u, 'tytuł w menu po ukraińsku piszemy po ukraińsku, cyrylicą')
    .optional(),
  /** One short sentence for the page's card (default: the description). */
  cardText: z
    .string({ error: 'tekst karty to jedno zdanie' })
    .trim()
    .min(10, 'tekst karty musi mieć co najmniej 10 znaków')
    .optional(),
  /** false: in the menu, but not a card on the parent's page. */
  indexCard: z.boolean({ error: 'indexCard to true albo false' }).default(true),
  /** Position among the home page's social-assistance cards (only pages listed there have it). */
  homeCard: z.number({ error: 'pozycja na stronie głównej to liczba' }).optional(),
  /** Position in the home page's list of assistance forms. */
  homeLink: z.number({ error: 'pozycja na stronie głównej to liczba' }).optional(),
  /** The label above the title; by default the parent's (or, under a menu group, the group's name). */
  section: z.enum(sectionIds, { error: `dział musi być jednym z: ${sectionIds.join(', ')}` }).optional(),
  /** When an editor last checked the content against current law and figures (YYYY-MM-DD). */
  lastReviewed: z.coerce.date({ error: 'data sprawdzenia musi mieć postać RRRR-MM-DD' }),
  /** The language of the page's text and frame; a page in another language lives in its folder, e.g. content/pages/uk/. */
  lang: z.enum(['pl', 'uk'], { error: 'język to pl albo uk' }).default('pl'),
  /** For a page in another language: the route of the Polish page it translates; the two link each other. */
  translationOf: z
    .string({ error: 'translationOf to ścieżka polskiej strony, np. "/pomoc-dla-obywateli-ukrainy"' })
    .optional(),
  /** Whether the page ends with the centre's contact block. */
  contactBlock: z.boolean({ error: 'contactBlock to true albo false' }).default(true),
  ...pageRecordFields,
});
