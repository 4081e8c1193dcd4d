import type { ComponentPropsWithoutRef } from 'react';
import { Field, inputClass, type FieldTexts } from './Field.tsx';
import { controlDescription } from './field-description.ts';

type Props = FieldTexts &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> & {
    /** Classes of the field's wrapper besides `field`; `className` is the textarea's. */
    fieldClassName?: string;
  };

/** A labelled multi-line text box with its hint and error message above it. */
export function TextAreaField({ id, label, hint, error, fieldClassName, className, ...textarea }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <textarea {...textarea} {...controlDescription({ id, hint, error })} className={inputClass(className)} />
    </Field>
  );
}
