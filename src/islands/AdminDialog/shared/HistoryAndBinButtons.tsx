import { strings } from '../../../i18n/strings.ts';
import { adminStrings } from '../../../i18n/admin-strings.ts';

interface Props {
  /** The item's title or the file's name, which each button's name repeats for screen-reader users. */
  name: string;
  busy: boolean;
  /** 'Usuń' with the item's name: the news' or the files' wording. */
  removeLabel: (name: string) => string;
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
        aria-label={adminStrings.history.buttonLabel(name)}
        onClick={onHistory}
      >
        {adminStrings.history.button}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        aria-label={removeLabel(name)}
        onClick={onRemove}
      >
        {strings.remove}
      </button>
    </>
  );
}
