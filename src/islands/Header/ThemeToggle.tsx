import { useEffect, useState } from 'react';
import {
  currentPreferences,
  setDarkMode,
  subscribePreferences,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../browser/preferences.ts';
import { useFrameWords } from '../shared/frame-words.tsx';
import { MoonIcon, SunIcon } from '../shared/icons.tsx';

/**
 * The dark/light switch in the header; mirrors the one in the accessibility panel. The server cannot know the
 * reader's setting, so the icon follows the `dark` class in CSS, and a handler in the pre-paint script
 * answers presses (and sets `aria-pressed`) until this island hydrates.
 */
export function ThemeToggle() {
  const [dark, setDark] = useState(false);
  const words = useFrameWords();

  useEffect(() => {
    setDark(currentPreferences().darkMode);
    return subscribePreferences((preferences) => setDark(preferences.darkMode));
  }, []);

  return (
    <button
      type="button"
      className="icon-button theme-toggle requires-js"
      aria-pressed={dark}
      title={words.darkMode}
      onClick={() => setDarkMode(!dark)}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      <MoonIcon />
      <SunIcon />
      <span className="visually-hidden">{words.darkMode}</span>
    </button>
  );
}
