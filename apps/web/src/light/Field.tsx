import { useId, useState, type InputHTMLAttributes } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** Adds the eye button that shows the password; its accessible name. */
  revealLabel?: string;
}

/** A labelled input with its error below, as Mantine's TextInput / PasswordInput draw them. */
export function Field({ label, error, revealLabel, type, className, ...input }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <input
          id={id}
          type={revealLabel && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={revealLabel ? 'with-toggle' : className}
          {...input}
        />
        {revealLabel ? (
          <button type="button" className="field-toggle" aria-label={revealLabel} aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? <IconEyeOff size={16} aria-hidden="true" /> : <IconEye size={16} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
