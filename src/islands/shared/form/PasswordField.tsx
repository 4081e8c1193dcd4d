import { useState, type ComponentPropsWithoutRef } from 'react';
import { Field, inputClass, type FieldTexts } from './Field.tsx';
import { controlDescription } from './field-description.ts';

type Props = FieldTexts &
  Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby' | 'children'> & {
    /** Classes of the field's wrapper besides `field`; `className` is the input's. */
    fieldClassName?: string;
    /** The toggle's words, given by the form so that the kit carries no form's strings. */
    showLabel: string;
    hideLabel: string;
  };

/**
 * A password input with a button beside it that shows or hides what was typed, so that a long password can be
 * checked before it is sent. Its styles (`_password-field.scss`) come with the stylesheet of the form that uses it.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  fieldClassName,
  className,
  showLabel,
  hideLabel,
  ...input
}: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className="password-field">
        <input
          {...input}
          {...controlDescription({ id, hint, error })}
          className={inputClass(className)}
          type={shown ? 'text' : 'password'}
        />
        <button
          type="button"
          className="button button--secondary password-field__toggle"
          aria-controls={id}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? hideLabel : showLabel}
        </button>
      </div>
    </Field>
  );
}
