/** The open modal, one at a time, as a valtio proxy; kept tags are mirrored to session storage. */
import { proxy, useSnapshot } from 'valtio';
import { rememberModal, restoredModal } from './modal-tags.ts';
import type { ModalTag, OpenModal } from './modal-tags.ts';

const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const modalState = proxy<{ open: OpenModal | null }>({ open: restoredModal(session()) });

export function openModal(tag: ModalTag, data: string | null = null): void {
  modalState.open = { tag, data };
  rememberModal(modalState.open, session());
}

export function closeModal(): void {
  modalState.open = null;
  rememberModal(null, session());
}

export function useOpenModal(): OpenModal | null {
  return useSnapshot(modalState).open;
}

/**
 * Actions the modals start whose house calls belong to other areas (bonuses, cashier). Until an
 * area installs its implementation, the modal shows the spec's fallback error (ERR-11, ERR-10)
 * instead of pretending it worked.
 */
export type ModalActionResult = { readonly ok: true; readonly message?: string } | { readonly ok: false; readonly message?: string };
export type ModalActions = {
  claimBonus(code: string): Promise<ModalActionResult>;
  cancelWithdrawal(withdrawalId: string | null): Promise<ModalActionResult>;
};

const notWired = async (): Promise<ModalActionResult> => ({ ok: false });
let actions: ModalActions = { claimBonus: notWired, cancelWithdrawal: notWired };

export function setModalActions(next: Partial<ModalActions>): void {
  actions = { ...actions, ...next };
}

export function modalActions(): ModalActions {
  return actions;
}
