/** The header shrinks once the page is scrolled more than 50 px. */
const SHRINK_AFTER_PX = 50;
export const COMPACT_CLASS = 'site-header--compact';

/**
 * Inline script for <head>, run with the pre-paint script (one inline script, one hash in the page's policy):
 * shrinking on scroll needs no framework, and the header island hydrates only when the visitor reaches for it.
 * The header is looked up once it is there: the page starts at the top, unshrunk, and a browser restores a
 * scrolled position only after parsing, with a scroll event.
 */
export const compactHeaderScript = [
  '(d=>{var h,u=()=>{h=h||d.querySelector(".site-header");',
  `h&&h.classList.toggle(${JSON.stringify(COMPACT_CLASS)},scrollY>${SHRINK_AFTER_PX})};`,
  'addEventListener("scroll",u,{passive:true});d.addEventListener("DOMContentLoaded",u)})(document);',
].join('');
