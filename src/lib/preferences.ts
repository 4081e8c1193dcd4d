/**
 * Display preferences (spec 000 §3): text size 0, 1, 2 (default 1) and dark mode (default off), kept in
 * localStorage under `textSize` and `darkMode`. The same constants build the pre-paint script, so the
 * page is drawn with the reader's settings before any island loads.
 */

export const TEXT_SIZE_KEY = 'textSize';
export const DARK_MODE_KEY = 'darkMode';
export const TEXT_SIZES = [0, 1, 2] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 1;
const DARK_CLASS = 'dark';

export interface Preferences {
  textSize: TextSize;
  darkMode: boolean;
}

export function parseTextSize(value: string | null | undefined): TextSize {
  const n = Number(value);
  return (TEXT_SIZES as readonly number[]).includes(n) && value !== null && value !== '' ? (n as TextSize) : DEFAULT_TEXT_SIZE;
}

export function parseDarkMode(value: string | null | undefined): boolean {
  return value === 'true';
}

/**
 * Inline script for <head>: applies stored preferences before first paint. Kept tiny and defensive
 * (storage may be blocked), and written out from the constants above.
 */
export const prePaintScript = `(function(){try{var r=document.documentElement,s=localStorage.getItem(${JSON.stringify(
  TEXT_SIZE_KEY,
)});if(s==="0"||s==="2")r.setAttribute("data-text-size",s);if(localStorage.getItem(${JSON.stringify(
  DARK_MODE_KEY,
)})==="true")r.classList.add(${JSON.stringify(DARK_CLASS)})}catch(e){}})();`;

type Listener = (preferences: Preferences) => void;
const listeners = new Set<Listener>();

/** What the page currently shows (the pre-paint script has already applied storage to <html>). */
export function currentPreferences(): Preferences {
  const root = document.documentElement;
  return {
    textSize: parseTextSize(root.getAttribute('data-text-size')),
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
  if (preferences.textSize === DEFAULT_TEXT_SIZE) root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', String(preferences.textSize));
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
