import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { FieldErrors } from './errors.ts';

type FieldProps = {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly hint?: string;
  /** Shown but fixed (a voucher's currency, STA-24). */
  readonly disabled?: boolean;
  readonly inputMode?: 'numeric' | 'text' | 'email';
};

/** A labelled input with its error under it (ERR-18), tied together for screen readers. */
export function Field({ name, label, value, onChange, error, type = 'text', autoComplete, hint, disabled, inputMode }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field" data-field={name}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="form-field__input"
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {hint && !error && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type SelectProps = {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly autoComplete?: string;
  /** What the empty value reads ("—" when absent). */
  readonly placeholder?: string;
};

/** A labelled choice from a list, with its error under it, like Field. */
export function SelectField({ name, label, value, options, onChange, error, autoComplete, placeholder = '—' }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field" data-field={name}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="form-field__input"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="form-field__error" role="alert">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

type CheckboxProps = { readonly name: string; readonly label: ReactNode; readonly checked: boolean; readonly onChange: (checked: boolean) => void; readonly error?: string | undefined };

export function Checkbox({ name, label, checked, onChange, error }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field form-field--check" data-field={name}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A form-wide message: an error (role alert) or a confirmation (role status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

type NewPasswordProps = {
  readonly label: string;
  readonly values: { readonly Password: string; readonly PasswordConfirmation: string };
  readonly onChange: (field: 'Password' | 'PasswordConfirmation') => (value: string) => void;
  readonly errors: FieldErrors;
  readonly hint?: string;
};

/** A new password and its confirmation, as every form that sets one (register, set, change) asks for them. */
export function NewPasswordFields({ label, values, onChange, errors, hint }: NewPasswordProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <Field name="Password" type="password" label={label} value={values.Password} onChange={onChange('Password')} error={errors.Password} autoComplete="new-password" {...(hint ? { hint } : {})} />
      <Field
        name="PasswordConfirmation"
        type="password"
        label={LL.account.passwordConfirmation()}
        value={values.PasswordConfirmation}
        onChange={onChange('PasswordConfirmation')}
        error={errors.PasswordConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}
