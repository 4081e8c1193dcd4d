import { useId, useState } from 'react';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { fill } from '../../../i18n/message.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { Modal } from '../shared/Modal.tsx';
import { PublicationFields, firstPublicationProblem } from './PublicationFields.tsx';
import { publicationValues, typedInstant, type PublicationProblems } from './publication-form.ts';

const t = panelWords.publication;

interface Props {
  /** The item scheduled, whose time is changed; null: the dialog is closed. */
  item: NewsItem | null;
  busy: boolean;
  onSave: (at: Date) => void;
  onCancel: () => void;
}

/** 'Zmień termin': the item's date and time in a dialog, checked as the forms check them; both are needed here. */
export function ScheduleDialog({ item, busy, onSave, onCancel }: Props) {
  const id = useId();
  return (
    <Modal open={item !== null} onClose={onCancel} labelledBy={`${id}-title`} className="modal--confirm">
      {item && <ScheduleForm key={item.id} id={id} item={item} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function ScheduleForm({ id, item, busy, onSave, onCancel }: Props & { id: string; item: NewsItem }) {
  const [when, setWhen] = useState(() => publicationValues(item.published_at));
  const [problems, setProblems] = useState<PublicationProblems | null>(null);

  const save = () => {
    const typed = typedInstant(when);
    const found = !typed.ok ? typed.problems : typed.at ? null : { date: t.rescheduleMissing, time: null };
    if (found) {
      setProblems(found);
      document.getElementById(firstPublicationProblem(id, found))?.focus();
    } else if (typed.ok && typed.at) onSave(typed.at);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id={`${id}-title`} className="modal__title">
        {fill.pl(t.rescheduleTitle, { title: item.title })}
      </h2>
      <PublicationFields id={id} values={when} problems={problems} hint={t.hint} disabled={busy} onChange={setWhen} />
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {siteWords.cancel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t.rescheduleSave}
        </button>
      </div>
    </form>
  );
}
