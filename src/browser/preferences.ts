/**
 * Display preferences: text size 0, 1, 2 (default 1) and dark mode (default off), kept in
 * localStorage under `textSize` and `darkMode`. The same constants build the pre-paint script, so the
 * page is drawn with the reader's settings before any island loads.
 */
import { UNHYDRATED_ISLAND_SELECTOR } from './hydration/astro-output.ts';

const TEXT_SIZE_KEY = 'textSize';
const DARK_MODE_KEY = 'darkMode';
export const TEXT_SIZES = [0, 1, 2] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
const DEFAULT_TEXT_SIZE: TextSize = 1;
export const DARK_CLASS = 'dark';

export interface Preferences {
  textSize: TextSize;
  darkMode: boolean;
}

export function parseTextSize(value: string | null | undefined): TextSize {
  const n = Number(value);
  return (TEXT_SIZES as readonly number[]).includes(n) && value !== null && value !== ''
    ? (n as TextSize)
    : DEFAULT_TEXT_SIZE;
}

export function parseDarkMode(value: string | null | undefined): boolean {
  return value === 'true';
}

/** Marks the header's dark-mode button, which the pre-paint script answers until the header hydrates. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** On <html>: the text size, when it is not the default. */
const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
/** The attributes the pre-paint script sets (which styles for them every page must carry inline). */
export const PRE_PAINT_ATTRIBUTES = [TEXT_SIZE_ATTRIBUTE, 'aria-pressed'];

/**
 * Inline script for <head>: applies stored preferences before first paint. Kept tiny and defensive
 * (storage may be blocked), and written out from the constants above. The header hydrates only when the
 * visitor reaches for it, so this script also answers its dark-mode button until then: the switch is
 * instant, and `preventDefault()` tells the hydration directive that the press has been dealt with.
 * Marked pure: the layout writes it, and the islands that import this module's functions leave its text out.
 * Written short (arrow functions, `d` for the document) because every page carries it: the record under an
 * information page (issue 47) took the bytes it saves.
 */
const js = JSON.stringify;
export const prePaintScript = /* @__PURE__ */ [
  `(d=>{var r=d.documentElement,k=${js(DARK_MODE_KEY)},c=${js(DARK_CLASS)},t=${js(`[${THEME_TOGGLE_ATTRIBUTE}]`)};`,
  `try{var s=localStorage.getItem(${js(TEXT_SIZE_KEY)});if(s==="0"||s==="2")r.setAttribute(${js(TEXT_SIZE_ATTRIBUTE)},s);`,
  'if(localStorage.getItem(k)==="true")r.classList.add(c)}catch(e){}',
  'd.addEventListener("DOMContentLoaded",()=>{var b=d.querySelector(t);',
  'b&&b.setAttribute("aria-pressed",""+r.classList.contains(c))});',
  'd.addEventListener("click",e=>{var b=e.target instanceof Element&&e.target.closest(t);',
  `if(!b||!b.closest(${js(UNHYDRATED_ISLAND_SELECTOR)}))return;e.preventDefault();var x=r.classList.toggle(c);`,
  'b.setAttribute("aria-pressed",""+x);try{localStorage.setItem(k,""+x)}catch(y){}},true)})(document);',
].join('');

type Listener = (preferences: Preferences) => void;
const listeners = new Set<Listener>();

/** What the page currently shows (the pre-paint script has already applied storage to <html>). */
export function currentPreferences(): Preferences {
  const root = document.documentElement;
  return {
    textSize: parseTextSize(root.getAttribute(TEXT_SIZE_ATTRIBUTE)),
    darkMode: root.classList.contains(DARK_CLASS),
  };
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing or blocked storage: the setting still applies to this page.
  }
}

function apply(preferences: Preferences): void {
  const root = document.documentElement;
  if (preferences.textSize === DEFAULT_TEXT_SIZE) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, String(preferences.textSize));
  root.classList.toggle(DARK_CLASS, preferences.darkMode);
  listeners.forEach((listener) => listener(preferences));
}

export function setTextSize(textSize: TextSize): void {
  store(TEXT_SIZE_KEY, String(textSize));
  apply({ ...currentPreferences(), textSize });
}

export function setDarkMode(darkMode: boolean): void {
  store(DARK_MODE_KEY, String(darkMode));
  apply({ ...currentPreferences(), darkMode });
}

/** Calls `listener` on every change made on this page or, through the storage event, in another tab. */
export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEXT_SIZE_KEY || event.key === DARK_MODE_KEY) {
      apply({
        textSize: event.key === TEXT_SIZE_KEY ? parseTextSize(event.newValue) : currentPreferences().textSize,
        darkMode: event.key === DARK_MODE_KEY ? parseDarkMode(event.newValue) : currentPreferences().darkMode,
      });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
