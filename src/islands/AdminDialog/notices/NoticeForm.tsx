import { useId, useState } from 'react';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { addNotice } from '../../../api/notice-writes.ts';
import { TextField } from '../../shared/form/TextField.tsx';
import { TextAreaField } from '../../shared/form/TextAreaField.tsx';
import { emptyNotice, noticeRow, type NoticeProblems, type NoticeValues } from './notice-form.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import { NOTICE_COLUMNS } from '../../../domain/notices/notice-columns.ts';

const t = panelTrustWords.notices;

interface Props {
  actions: PanelActions;
  onAdded: () => void;
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
 * draft. Each field says its own problem; the database refuses the same and the panel says its reason.
 */
export function NoticeForm({ actions, onAdded }: Props) {
  const id = useId();
  const [values, setValues] = useState<NoticeValues>(emptyNotice);
  const [problems, setProblems] = useState<NoticeProblems>({});
  const change = (field: keyof NoticeValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const save = async (publish: boolean) => {
    const checked = noticeRow(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    const outcome = await actions.run(() => addNotice(checked.row, publish), {
      success: publish ? t.published : t.draftSaved,
      failure: t.errors.failed,
      fallback: t.errors.failed,
    });
    if (outcome.ok) {
      setValues(emptyNotice);
      onAdded();
    }
  };

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
      <h3 id={`${id}-heading`}>{t.add}</h3>
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
          {actions.busy ? t.saving : t.publish}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={actions.busy}
          onClick={() => void save(false)}
        >
          {t.saveDraft}
        </button>
      </div>
    </form>
  );
}
