import './accessibility-panel.scss';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  currentPreferences,
  setDarkMode,
  setTextSize,
  subscribePreferences,
  TEXT_SIZES,
  type Preferences,
  type TextSize,
} from '../../browser/preferences.ts';
import { polishIn, useFrameWords } from '../shared/frame-words.tsx';
import { CloseIcon } from '../shared/icons.tsx';

interface Props {
  /** Closes the panel; `returnFocus` when closed from the keyboard. */
  onClose: (returnFocus: boolean) => void;
  /** The header button that opened the panel (a click on it is not an outside click). */
  toggleButton: RefObject<HTMLButtonElement | null>;
}

const SMALLEST = TEXT_SIZES[0];
const LARGEST = TEXT_SIZES[TEXT_SIZES.length - 1]!;

/**
 * The accessibility panel: text size in three levels, dark mode, and the note that the site stores nothing but
 * these two settings, in the browser. Escape or a click outside closes it.
 */
export function AccessibilityPanel({ onClose, toggleButton }: Props) {
  const [preferences, setPreferences] = useState<Preferences>(currentPreferences);
  const words = useFrameWords();
  const t = words.accessibilityPanel;
  const panel = useRef<HTMLDivElement>(null);
  const smaller = useRef<HTMLButtonElement>(null);
  const larger = useRef<HTMLButtonElement>(null);

  useEffect(() => subscribePreferences(setPreferences), []);

  useEffect(() => {
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggleButton.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, toggleButton]);

  const changeSize = (next: TextSize) => {
    setTextSize(next);
    // A button that becomes disabled loses focus to <body>; hand it to the one that still works.
    if (next === SMALLEST) larger.current?.focus();
    if (next === LARGEST) smaller.current?.focus();
  };

  return (
    <div
      id="accessibility-panel"
      ref={panel}
      className="accessibility-panel"
      role="region"
      aria-labelledby="accessibility-panel-title"
      tabIndex={-1}
    >
      <div className="accessibility-panel__header">
        <h2 id="accessibility-panel-title" className="accessibility-panel__title">
          {t.title}
        </h2>
        <button type="button" className="icon-button" onClick={() => onClose(true)}>
          <CloseIcon />
          <span className="visually-hidden">{t.close}</span>
        </button>
      </div>

      <div className="accessibility-panel__row" role="group" aria-labelledby="text-size-label">
        <p id="text-size-label" className="accessibility-panel__label">
          {t.textSize}: <strong aria-live="polite">{t.sizeNames[preferences.textSize]}</strong>
        </p>
        <div className="accessibility-panel__buttons">
          <button
            ref={smaller}
            type="button"
            className="button button--secondary"
            disabled={preferences.textSize === SMALLEST}
            onClick={() => changeSize((preferences.textSize - 1) as TextSize)}
          >
            <span aria-hidden="true">A−</span> {t.smaller}
          </button>
          <button
            ref={larger}
            type="button"
            className="button button--secondary"
            disabled={preferences.textSize === LARGEST}
            onClick={() => changeSize((preferences.textSize + 1) as TextSize)}
          >
            <span aria-hidden="true">A+</span> {t.larger}
          </button>
        </div>
      </div>

      <div className="accessibility-panel__row">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={preferences.darkMode}
            onChange={(event) => setDarkMode(event.currentTarget.checked)}
          />
          <span>{words.darkMode}</span>
        </label>
      </div>

      <CookieNote />
    </div>
  );
}

/** That the site stores nothing but the display settings, with the link to its privacy policy (a Polish page). */
function CookieNote() {
  const words = useFrameWords();
  const polish = polishIn(words);
  return (
    <p className="accessibility-panel__note">
      {words.accessibilityPanel.cookieNotice}{' '}
      <a href="/polityka-prywatnosci" hrefLang={polish}>
        {words.accessibilityPanel.privacyLink}
        {polish && <span className="visually-hidden">{` (${words.inPolish})`}</span>}
      </a>
    </p>
  );
}
