import './self-check.scss';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { checkEligibility, type EligibilityResult, type Household } from '../../domain/benefits/self-check.ts';
import {
  HOUSEHOLD_FIELDS,
  parseHousehold,
  type HouseholdErrors,
  type HouseholdField,
} from '../../domain/benefits/household-form.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';
import { TextField } from '../shared/form/TextField.tsx';
import { CheckboxField } from '../shared/form/CheckboxField.tsx';
import { firstInvalid } from '../shared/form/first-invalid.ts';
import { fieldIds } from './field-ids.ts';
import { SelfCheckResult } from './SelfCheckResult.tsx';

const t = selfCheckWords.form;

interface Props {
  /** Page titles by route, for the links to the benefits. */
  titles: Record<string, string>;
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'invalid'; errors: HouseholdErrors }
  | { kind: 'checked'; household: Household; result: EligibilityResult };

interface FigureProps {
  field: HouseholdField;
  label: string;
  hint?: string;
  error: string | undefined;
  inputMode: 'numeric' | 'decimal';
  required?: boolean;
  /** Narrows the input to the length of what it holds. */
  size: 'count' | 'amount';
}

/** A household figure. Text, not type="number": letters and "2,5" reach the parser, which says what is wrong. */
function FigureField({ field, size, ...input }: FigureProps) {
  return (
    <TextField
      {...input}
      id={fieldIds[field]}
      name={field}
      className={`self-check__input self-check__input--${size}`}
      type="text"
      autoComplete="off"
    />
  );
}

function textOf(data: FormData, field: HouseholdField): string {
  const value = data.get(field);
  return typeof value === 'string' ? value : '';
}

/** The household's result, naming only the benefits whose pages the site shows: those with a title. */
const resultFor = (household: Household, titles: Record<string, string>) =>
  checkEligibility(household, undefined, (route) => route in titles);

/**
 * "Sprawdź, jaka pomoc może Ci przysługiwać": household size and income in, the benefits whose income
 * thresholds they fall within out. The inputs are uncontrolled and read on submit, so whatever was typed before
 * the island hydrated (`client:intent`) counts. The form's method is "dialog", which outside a dialog submits
 * nowhere: a press of the button (or Enter) before hydration neither reloads the page nor is lost, as the
 * directive presses the button again once the island is live.
 *
 * After each check focus moves: to the first field in error, or to the result's heading. A screen reader reads
 * the heading and the visitor reads on from there; an aria-live region would read the whole result at once, or,
 * as it is inserted together with its content, nothing in some screen readers.
 */
export default function SelfCheck({ titles }: Props) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // After the messages or the result are on the page, so that what focus lands on is already described.
  useEffect(() => {
    if (outcome.kind === 'checked') resultHeading.current?.focus();
    if (outcome.kind === 'invalid') {
      const first = firstInvalid(HOUSEHOLD_FIELDS, outcome.errors);
      if (first) document.getElementById(fieldIds[first])?.focus();
    }
  }, [outcome]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = parseHousehold({
      persons: textOf(data, 'persons'),
      income: textOf(data, 'income'),
      personsAged75: textOf(data, 'personsAged75'),
      children: textOf(data, 'children'),
      disability: data.has('disability'),
    });
    // A new object every time, so that the same outcome twice still moves focus.
    setOutcome(
      parsed.ok
        ? { kind: 'checked', household: parsed.household, result: resultFor(parsed.household, titles) }
        : { kind: 'invalid', errors: parsed.errors },
    );
  };

  const errors = outcome.kind === 'invalid' ? outcome.errors : {};

  return (
    <div className="self-check">
      <form className="self-check__form" method="dialog" noValidate onSubmit={submit}>
        <FigureField
          field="persons"
          label={t.persons.label}
          hint={t.persons.hint}
          error={errors.persons}
          inputMode="numeric"
          required
          size="count"
        />
        <FigureField
          field="income"
          label={t.income.label}
          hint={t.income.hint}
          error={errors.income}
          inputMode="decimal"
          required
          size="amount"
        />
        <fieldset className="self-check__optional" aria-describedby="self-check-optional-hint">
          <legend>{t.optional.legend}</legend>
          <p id="self-check-optional-hint" className="hint">
            {t.optional.hint}
          </p>
          <FigureField
            field="personsAged75"
            label={t.personsAged75.label}
            error={errors.personsAged75}
            inputMode="numeric"
            size="count"
          />
          <CheckboxField
            id={fieldIds.disability}
            name="disability"
            className="self-check__checkbox"
            label={t.disability.label}
            hint={t.disability.hint}
          />
          <FigureField
            field="children"
            label={t.children.label}
            hint={t.children.hint}
            error={errors.children}
            inputMode="numeric"
            size="count"
          />
        </fieldset>
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>

      {outcome.kind === 'checked' && (
        <SelfCheckResult
          household={outcome.household}
          result={outcome.result}
          titles={titles}
          headingRef={resultHeading}
        />
      )}
    </div>
  );
}
