import { siteWords } from '../../../i18n/pl/site.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';

interface Props {
  /**
   * The item has a publication time (published, or scheduled): 'Zapisz' keeps it (or takes the time typed), and
   * comes first. Otherwise (a new item, a draft) 'Zapisz szkic' comes first, then 'Opublikuj'.
   */
  keepsPublication: boolean;
  disabled: boolean;
  /** The edit form's way back to the list; the add form has none. */
  onCancel?: () => void;
}

/**
 * The news forms' submit buttons. The first is the one Enter in a field presses, so it is the one that changes
 * least: a key pressed too soon never publishes a draft, nor takes a published item back to a draft.
 */
export function NewsFormButtons({ keepsPublication, disabled, onCancel }: Props) {
  const draft = (
    <button type="submit" className="button button--secondary" data-intent="draft" disabled={disabled}>
      {panelWords.publication.saveDraft}
    </button>
  );
  const publish = (
    <button type="submit" className="button" data-intent="publish" disabled={disabled}>
      {keepsPublication ? panelWords.news.save : panelWords.publication.publish}
    </button>
  );
  return (
    <div className="admin-list__actions">
      {keepsPublication ? publish : draft}
      {keepsPublication ? draft : publish}
      {onCancel && (
        <button type="button" className="button button--secondary" disabled={disabled} onClick={onCancel}>
          {siteWords.cancel}
        </button>
      )}
    </div>
  );
}
