import { siteWords } from '../../../i18n/pl/site.ts';
import { fill } from '../../../i18n/message.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';

interface Props {
  /** The item's title or the file's name, which each button's name repeats for screen-reader users. */
  name: string;
  busy: boolean;
  /** 'Usuń' with the item's name: the news' or the files' wording. */
  removeLabel: string;
  onHistory: () => void;
  onRemove: () => void;
}

/** The last two buttons of a news item's or a file's row: 'Historia zmian', then 'Usuń' (to the bin). */
export function HistoryAndBinButtons({ name, busy, removeLabel, onHistory, onRemove }: Props) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-label={fill.pl(panelWords.history.buttonLabel, { name })}
        onClick={onHistory}
      >
        {panelWords.history.button}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        {siteWords.remove}
      </button>
    </>
  );
}
