import { useEffect, useId, useState } from 'react';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { fill } from '../../../i18n/message.ts';
import { addNotice, changeNotice } from '../../../api/notice-writes.ts';
import type { TableRow } from '../../../domain/database.types.ts';
import { TextField } from '../../shared/form/TextField.tsx';
import { TextAreaField } from '../../shared/form/TextAreaField.tsx';
import { emptyNotice, noticeRow, noticeValues, type NoticeProblems, type NoticeValues } from './notice-form.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import { NOTICE_COLUMNS } from '../../../domain/notices/notice-columns.ts';

const t = panelTrustWords.notices;

interface Props {
  actions: PanelActions;
  /** After the notice was written. */
  onSaved: () => void;
  /** The notice to change, as it was when opened: a change made meanwhile elsewhere is refused as stale. */
  editing?: TableRow<'notices'>;
  onCancel?: () => void;
}

/** The fields of a notice: as text, or a date and a time in Polish ('24.12.2026', '7:30'). */
const TEXTS = [
  ['title', t.title, NOTICE_COLUMNS.title.maxLength],
  ['body', t.body, NOTICE_COLUMNS.body.maxLength],
  ['titleUk', t.titleUk, NOTICE_COLUMNS.title_uk.maxLength],
  ['bodyUk', t.bodyUk, NOTICE_COLUMNS.body_uk.maxLength],
] as const;

/**
 * 'Nowy komunikat': title and text (Ukrainian optional), start (optional) and end, published at once or kept as a
 * draft; or, given `editing`, the same fields of a notice to change, saved as they are, the notice staying a draft
 * or published as it was. Each field says its own problem; the database refuses the same and the panel says its
 * reason.
 */
export function NoticeForm({ actions, onSaved, editing, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<NoticeValues>(() => (editing ? noticeValues(editing) : emptyNotice));
  const [problems, setProblems] = useState<NoticeProblems>({});
  const change = (field: keyof NoticeValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  // Opened for a change where its row was: the focus goes to its first field.
  useEffect(() => {
    if (editing) document.getElementById(`${id}-title`)?.focus();
  }, [editing, id]);

  const save = async (publish: boolean) => {
    const checked = noticeRow(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    const outcome = await actions.run(
      () => (editing ? changeNotice(editing, checked.row) : addNotice(checked.row, publish)),
      {
        success: editing ? t.saved : publish ? t.published : t.draftSaved,
        failure: t.errors.failed,
        fallback: t.errors.failed,
      },
    );
    if (outcome.ok) {
      setValues(emptyNotice);
      onSaved();
    }
  };
  const heading = editing ? fill.pl(t.editHeading, { title: editing.title }) : t.add;

  const dateTime = (prefix: 'start' | 'end', label: string) => (
    <fieldset className="admin-form__times">
      <legend>{label}</legend>
      <TextField
        id={`${id}-${prefix}-date`}
        label="Dzień (DD.MM.RRRR)"
        value={values[`${prefix}Date`]}
        error={problems[`${prefix}Date`]}
        required={prefix === 'end'}
        disabled={actions.busy}
        onChange={(event) => change(`${prefix}Date`, event.currentTarget.value)}
      />
      <TextField
        id={`${id}-${prefix}-time`}
        label="Godzina (np. 7:30)"
        value={values[`${prefix}Time`]}
        disabled={actions.busy}
        onChange={(event) => change(`${prefix}Time`, event.currentTarget.value)}
      />
    </fieldset>
  );

  return (
    <form
      className="admin-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void save(true);
      }}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      {TEXTS.map(([field, label, maxLength]) => {
        const props = {
          id: `${id}-${field}`,
          label,
          value: values[field],
          error: problems[field],
          maxLength,
          required: field === 'title' || field === 'body',
          disabled: actions.busy,
          onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
        };
        return field.startsWith('body') ? (
          <TextAreaField key={field} {...props} rows={3} />
        ) : (
          <TextField key={field} {...props} />
        );
      })}
      {dateTime('start', t.startsAt)}
      {dateTime('end', t.endsAt)}
      <div className="button-group">
        <button type="submit" className="button" disabled={actions.busy}>
          {actions.busy ? t.saving : editing ? t.saveChanges : t.publish}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={actions.busy}
          onClick={() => (editing ? onCancel?.() : void save(false))}
        >
          {editing ? t.cancel : t.saveDraft}
        </button>
      </div>
    </form>
  );
}
