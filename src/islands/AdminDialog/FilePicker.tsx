import { useState } from 'react';
import { adminStrings } from '../../i18n/admin-strings.ts';

interface Props {
  id: string;
  label: string;
  hint: string;
  /** The `accept` list of the input: what the system's file dialog offers first. */
  accept: string;
  chosenText: string | null;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
  clearLabel: string;
}

/**
 * A file field that also takes a file dropped on it. The native input stays the control, so the keyboard and
 * screen readers work as everywhere; dropping is an extra for the mouse.
 */
export function FilePicker({
  id,
  label,
  hint,
  accept,
  chosenText,
  error,
  disabled,
  onChoose,
  onClear,
  clearLabel,
}: Props) {
  const [dragging, setDragging] = useState(false);
  const described = [error ? `${id}-error` : `${id}-hint`, chosenText ? `${id}-chosen` : ''].filter(Boolean).join(' ');
  return (
    <div
      className={`field file-picker${dragging ? ' file-picker--dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onChoose(file);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input file-picker__input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChoose(file);
          // The same file chosen again after a refusal must still be read.
          event.currentTarget.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="error-message">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {chosenText && (
        <p id={`${id}-chosen`} className="file-picker__chosen">
          <span>{chosenText}</span>{' '}
          <button type="button" className="button button--secondary" disabled={disabled} onClick={onClear}>
            {clearLabel}
          </button>
        </p>
      )}
    </div>
  );
}

/** The share of an upload sent so far, as a bar and in words. */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className="upload-progress">
      <label>
        {adminStrings.upload.progress}
        <progress max={100} value={percent} />
      </label>
      <span aria-hidden="true">{adminStrings.upload.sending(percent)}</span>
    </div>
  );
}
