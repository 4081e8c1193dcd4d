import type { ComponentPropsWithoutRef } from 'react';
import { Field, inputClass, type FieldTexts } from './Field.tsx';
import { controlDescription } from './field-description.ts';

type Props = FieldTexts &
  Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    /** Classes of the field's wrapper besides `field`; `className` is the select's. */
    fieldClassName?: string;
  };

/** A labelled drop-down list with its hint and error message above it; the options are its children. */
export function SelectField({ id, label, hint, error, fieldClassName, className, children, ...select }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <select {...select} {...controlDescription({ id, hint, error })} className={inputClass(className)}>
        {children}
      </select>
    </Field>
  );
}
