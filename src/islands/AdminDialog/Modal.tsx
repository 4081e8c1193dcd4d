import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser traps focus in it, makes the page behind it inert and
 * closes it on Escape (turned into `onClose`, so React stays the owner of the open state).
 */
export function Modal({ open, onClose, labelledBy, className, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
