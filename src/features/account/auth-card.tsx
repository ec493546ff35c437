import type { FormEvent, ReactNode } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './account.css';

type AuthCardProps = {
  readonly title: string;
  readonly page: string;
  readonly busy: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly subtitle?: string;
};

/** The frame of the register, login and password pages: a titled card holding one form. */
export function AuthCard({ title, page, busy, onSubmit, children, footer, subtitle }: AuthCardProps) {
  useDocumentTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <div className="page auth-page" data-page={page}>
      <div className="auth-card">
        <h1 className="page__title auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        <form className="auth-form" noValidate aria-label={title} aria-busy={busy} onSubmit={submit}>
          {children}
        </form>
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy} aria-disabled={busy}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
