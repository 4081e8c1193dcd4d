import { useId, useState, type SubmitEvent } from 'react';
import { signIn } from '../../api/auth.ts';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';

interface FieldErrors {
  email?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const t = adminStrings.login;

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = t.emailMissing;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = t.emailInvalid;
  if (!password) errors.password = t.passwordMissing;
  return errors;
}

/**
 * The sign-in form of the administrator panel: e-mail and password (with show/hide), checked here before any
 * request, and the backend's refusal in Polish. There is no registration: accounts are made by the system's
 * administrator.
 */
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
        {strings.admin.title}
      </h2>
      {errors.length > 0 && (
        <div className="alert alert--error" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t.email}</label>
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
        <label htmlFor={`${id}-password`}>{t.password}</label>
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
            {showPassword ? t.hidePassword : t.showPassword}
          </button>
        </div>
        {fieldErrors.password && (
          <p id={`${id}-password-error`} className="error-message">
            {fieldErrors.password}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
      <p className="hint login-form__note">{t.note}</p>
    </form>
  );
}
