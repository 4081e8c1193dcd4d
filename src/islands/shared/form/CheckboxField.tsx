import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { controlDescription, messageIds } from './field-description.ts';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type' | 'className' | 'aria-describedby' | 'children'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The wrapper's class, which lays out box, label and hint: each form sets its checkboxes in its own way. */
  className: string;
};

/**
 * A checkbox with its label and hint. Unlike the other fields the box comes first, as in the GOV.UK checkboxes:
 * it stands beside its label, and the hint below the label is linked to it.
 */
export function CheckboxField({ id, label, hint, className, ...input }: Props) {
  const { 'aria-describedby': describedBy } = controlDescription({ id, hint });
  return (
    <div className={className}>
      <input {...input} id={id} type="checkbox" aria-describedby={describedBy} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={messageIds(id).hint} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
