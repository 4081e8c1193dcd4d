import { useEffect, useState } from 'react';
import { currentPreferences, setDarkMode, subscribePreferences } from '../../lib/preferences.ts';
import { strings } from '../../data/strings.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** The dark/light switch in the header; mirrors the one in the accessibility panel. */
export function ThemeToggle() {
  // Rendered only after hydration, so reading the page's state here cannot cause a mismatch.
  const [dark, setDark] = useState(() => currentPreferences().darkMode);

  useEffect(() => subscribePreferences((preferences) => setDark(preferences.darkMode)), []);

  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      title={strings.header.darkMode}
      onClick={() => setDarkMode(!dark)}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span className="visually-hidden">{strings.header.darkMode}</span>
    </button>
  );
}
