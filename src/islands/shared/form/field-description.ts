/** The ids of a field's hint and error message, derived from its control's id so that every form names them alike. */
export function messageIds(controlId: string): { hint: string; error: string } {
  return { hint: `${controlId}-hint`, error: `${controlId}-error` };
}

interface Described {
  /** The control's id. */
  id: string;
  /** Whether a hint is shown; its id is read first. */
  hint?: unknown;
  /** Whether an error message is shown: it marks the control invalid and is read after the hint. */
  error?: unknown;
  /** Ids of further text about the control, read after the hint and the error (a chosen file's name). */
  also?: (string | false | null | undefined)[];
}

/**
 * What the control says about itself: its id, whether it is invalid, and which texts describe it, in the order
 * they stand above it. Attributes with nothing to say are left out of the markup.
 */
export function controlDescription({ id, hint, error, also = [] }: Described): {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
} {
  const ids = messageIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null, ...also].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}
