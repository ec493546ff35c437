import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { FOCUSABLE, wrapFocusIndex } from './focus-trap.ts';

type ModalDialogProps = {
  readonly tag: string;
  readonly title: string;
  /** `alert` for warnings that need an answer (cancel withdrawal, refresh notice). */
  readonly role?: 'dialog' | 'alertdialog';
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
};

/**
 * A centred modal on the native <dialog>: showModal() makes the page behind inert; Tab is wrapped
 * here so focus never leaves the modal, Escape closes it, and focus returns to whatever had it.
 */
export function ModalDialog({ tag, title, role = 'dialog', onClose, children, actions }: ModalDialogProps) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    const next = wrapFocusIndex(index, focusable.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      data-modal={tag}
      onCancel={(event) => {
        // Escape: close through the store, so the URL, storage and React agree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={LL.modals.close()} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      <div className="modal__actions">{actions}</div>
    </dialog>
  );
}
