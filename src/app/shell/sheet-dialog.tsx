import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { FOCUSABLE, wrapFocusIndex } from '../../features/modals/focus-trap.ts';
import { Icon } from '../../ui/icons.tsx';

type SheetDialogProps = {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly label: string;
  readonly closeLabel: string;
  /** Where the sheet slides in from: the menu drawer from the left, the betslip from the bottom. */
  readonly side: 'left' | 'bottom';
  readonly id?: string;
  readonly children: ReactNode;
};

/**
 * A modal sheet on the native <dialog>: showModal() gives Escape, an inert background and focus
 * return for free. Tab is wrapped here: the native dialog lets it leave for the browser's own UI.
 */
export function SheetDialog({ open, onClose, label, closeLabel, side, id, children }: SheetDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const next = wrapFocusIndex(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  };

  return (
    <dialog ref={ref} id={id} className={`sheet sheet--${side}`} aria-label={label} onClose={onClose} onClick={onClick} onKeyDown={onKeyDown}>
      <div className="sheet__content">
        <div className="sheet__bar">
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
