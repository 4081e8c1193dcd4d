/**
 * The centre's mark (centres/<id>/logo.svg), one file for the header's logo and the browser tab's icon: named by its content, so a
 * visitor's browser keeps it for a year and fetches it once for the whole site (a file in `public/` is asked
 * for again on every page), and never inlined, so it is not repeated in every page's HTML.
 */
import logoUrl from 'virtual:centre/logo.svg?url&no-inline';

export { logoUrl };
