import type { Lang } from '../../util/current-route.ts';

/** The results page of search in each language's frame, which the plain form and the search islands open. */
export const SEARCH_PAGE: Record<Lang, string> = { pl: '/szukaj', uk: '/uk/szukaj' };
