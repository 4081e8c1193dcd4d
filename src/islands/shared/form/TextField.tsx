import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Field, inputClass, type FieldTexts } from './Field.tsx';
import { controlDescription } from './field-description.ts';

type Props = FieldTexts &
  Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> & {
    /** Classes of the field's wrapper besides `field`; `className` is the input's. */
    fieldClassName?: string;
    /** What belongs to the field after the input, such as a checkbox that stands in for it. */
    after?: ReactNode;
  };

/** A labelled single-line input (text, url, email, search) with its hint and error message above it. */
export function TextField({ id, label, hint, error, fieldClassName, className, after, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <input {...input} {...controlDescription({ id, hint, error })} className={inputClass(className)} />
      {after}
    </Field>
  );
}
