import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from './icons.tsx';

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
 * A modal sheet on the native <dialog>: showModal() gives the focus trap, Escape, inert background
 * and focus return for free, which a hand-rolled overlay would have to re-implement.
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

  return (
    <dialog ref={ref} id={id} className={`sheet sheet--${side}`} aria-label={label} onClose={onClose} onClick={onClick}>
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
