import { useId } from 'react';
import { siteWords } from '../../../i18n/pl/site.ts';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a permanent change; the safe choice (cancel) has focus first. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const id = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={`${id}-title`} className="modal--confirm">
      <h2 id={`${id}-title`} className="modal__title">
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
          {siteWords.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
