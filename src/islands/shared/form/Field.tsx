import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { siteWords } from '../../../i18n/pl/site.ts';
import { messageIds } from './field-description.ts';

export interface FieldTexts {
  /** The id of the field's control: the label points to it, the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

type Props = FieldTexts &
  Omit<ComponentPropsWithoutRef<'div'>, 'id'> & {
    /** The control, and whatever belongs to the field after it. */
    children: ReactNode;
  };

/**
 * The frame of a form field in the GOV.UK order: label, hint, error message, then the control, so that a screen
 * reader moving through the form hears the hint and the error before it reaches the control. The control takes
 * its attributes from `controlDescription`; other attributes (a drop zone's handlers) go to the wrapper.
 */
export function Field({ id, label, hint, error, className, children, ...wrapper }: Props) {
  const ids = messageIds(id);
  return (
    <div {...wrapper} className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={ids.hint} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="error-message">
          {/* Said before the message, so that it is not told apart by colour alone. */}
          <span className="visually-hidden">{siteWords.errorPrefix} </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** The control's classes: the site's `input` and any of its own. */
export const inputClass = (extra?: string) => (extra ? `input ${extra}` : 'input');
