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
