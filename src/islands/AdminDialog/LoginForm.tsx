import { useId, useState, type SubmitEvent } from 'react';
import { signIn } from '../../lib/auth.ts';

interface FieldErrors {
  email?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Podaj adres e-mail.';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.';
  if (!password) errors.password = 'Podaj hasło.';
  return errors;
}

/** 'Panel Administratora' sign-in (spec 000 §2.7, §5, §8). There is no registration. */
export function LoginForm({ titleId }: { titleId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(email, password);
    setFieldErrors(found);
    setErrors([]);
    if (found.email || found.password) {
      document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    const result = await signIn(email, password);
    setBusy(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 id={titleId} className="modal__title">
        Panel Administratora
      </h2>
      {errors.length > 0 && (
        <div className="alert alert--error" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>Adres e-mail</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          data-autofocus
        />
        {fieldErrors.email && (
          <p id={`${id}-email-error`} className="error-message">
            {fieldErrors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Hasło</label>
        <div className="password-field">
          <input
            id={`${id}-password`}
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          />
          <button
            type="button"
            className="button button--secondary password-field__toggle"
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Ukryj hasło' : 'Pokaż hasło'}
          </button>
        </div>
        {fieldErrors.password && (
          <p id={`${id}-password-error`} className="error-message">
            {fieldErrors.password}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Logowanie...' : 'Zaloguj się'}
      </button>
      <p className="hint login-form__note">
        Konta administratorów zakłada administrator systemu. Jeśli potrzebujesz dostępu, skontaktuj się z nim.
      </p>
    </form>
  );
}
