import { useState } from 'react';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { Field } from '../../shared/form/Field.tsx';
import { controlDescription } from '../../shared/form/field-description.ts';

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
  const chosenId = `${id}-chosen`;
  // The message takes the hint's place, as in the panel's other fields.
  const shownHint = error ? undefined : hint;
  return (
    <Field
      id={id}
      label={label}
      hint={shownHint}
      error={error}
      className={`file-picker${dragging ? ' file-picker--dragging' : ''}`}
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
      <input
        {...controlDescription({ id, hint: shownHint, error, also: [chosenText && chosenId] })}
        className="input file-picker__input"
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChoose(file);
          // The same file chosen again after a refusal must still be read.
          event.currentTarget.value = '';
        }}
      />
      {chosenText && (
        <p id={chosenId} className="file-picker__chosen">
          <span>{chosenText}</span>{' '}
          <button type="button" className="button button--secondary" disabled={disabled} onClick={onClear}>
            {clearLabel}
          </button>
        </p>
      )}
    </Field>
  );
}

/** The share of an upload sent so far, as a bar and in words. */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className="upload-progress">
      <label>
        {panelWords.upload.progress}
        <progress max={100} value={percent} />
      </label>
      <span aria-hidden="true">{fill.pl(panelWords.upload.sending, { percent })}</span>
    </div>
  );
}
