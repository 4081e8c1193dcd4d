import { panelWords } from '../../../i18n/pl/panel.ts';
import { TextField } from '../../shared/form/TextField.tsx';
import type { PublicationProblems, PublicationValues } from './publication-form.ts';

const t = panelWords.publication;

interface Props {
  /** The form's id prefix: the fields are `${id}-date` and `${id}-time`. */
  id: string;
  values: PublicationValues;
  /** Shown after a save was refused for them; null before. */
  problems: PublicationProblems | null;
  /** What the fields mean here: for a new item, or for one already published. */
  hint: string;
  disabled: boolean;
  onChange: (values: PublicationValues) => void;
}

/**
 * The optional publication date and time, in Polish local time, typed as Poles write them (24.12.2026, 7:30):
 * text fields rather than the browser's date picker, whose format follows the browser's language and which cannot
 * say which part of a date does not exist.
 */
export function PublicationFields({ id, values, problems, hint, disabled, onChange }: Props) {
  return (
    <fieldset className="publication-fields" aria-describedby={`${id}-publication-hint`}>
      <legend>{t.legend}</legend>
      <p id={`${id}-publication-hint`} className="hint">
        {hint}
      </p>
      <div className="publication-fields__row">
        <TextField
          id={`${id}-date`}
          label={t.date}
          hint={t.dateHint}
          error={problems?.date}
          inputMode="numeric"
          autoComplete="off"
          size={10}
          disabled={disabled}
          value={values.date}
          onChange={(event) => onChange({ ...values, date: event.currentTarget.value })}
        />
        <TextField
          id={`${id}-time`}
          label={t.time}
          hint={t.timeHint}
          error={problems?.time}
          inputMode="numeric"
          autoComplete="off"
          size={5}
          disabled={disabled}
          value={values.time}
          onChange={(event) => onChange({ ...values, time: event.currentTarget.value })}
        />
      </div>
    </fieldset>
  );
}

/** The field to move to when a save is refused for them. */
export const firstPublicationProblem = (id: string, problems: PublicationProblems) =>
  problems.date ? `${id}-date` : `${id}-time`;
