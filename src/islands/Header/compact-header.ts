/** The header shrinks once the page is scrolled more than 50 px. */
const SHRINK_AFTER_PX = 50;
export const COMPACT_CLASS = 'site-header--compact';

/**
 * Inline script placed right after the `<header>`: shrinking on scroll needs no framework, and the header
 * island hydrates only when the visitor reaches for it.
 */
export const compactHeaderScript = [
  '(function(){var h=document.currentScript.previousElementSibling;',
  `function u(){h.classList.toggle(${JSON.stringify(COMPACT_CLASS)},scrollY>${SHRINK_AFTER_PX})}`,
  'addEventListener("scroll",u,{passive:true});u()})();',
].join('');
