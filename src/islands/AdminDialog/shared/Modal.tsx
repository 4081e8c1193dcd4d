import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  labelledBy: string;
  className?: string;
  /**
   * Names what the dialog shows. When it changes while focus rests on the dialog itself (it opened on a status
   * line with nothing to focus) or was lost with the content it was on (the panel's 'Wyloguj się'), focus moves to
   * the new content's starting point, as it would have on opening.
   */
  contentKey?: string;
  children: ReactNode;
}

/** The element marked `data-autofocus`, or else the first control, as `showModal()` itself would choose. */
function focusStart(dialog: HTMLDialogElement): void {
  (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

/**
 * A modal built on the native <dialog>: the browser traps focus in it, makes the page behind it inert and
 * closes it on Escape (turned into `onClose`, so React stays the owner of the open state). The element marked
 * `data-autofocus` gets focus when it opens.
 */
export function Modal({ open, onClose, labelledBy, className, contentKey, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // showModal focuses the first control; a form may ask for a better starting point.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) {
      element.close();
      // Back to the control that opened it, when it still exists (a deleted row's button does not).
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (element?.open && (document.activeElement === element || !element.contains(document.activeElement))) {
      focusStart(element);
    }
  }, [contentKey]);

  // The native dialog lets Tab leave for the browser's own controls; keep it cycling inside instead.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // React passes a nested dialog's cancel on to the dialogs around it: Escape closes only the topmost.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
