/**
 * Shows the open modal by its tag (SPEC SCR-45…SCR-51). The modals themselves are a chunk of their
 * own, fetched when one first opens: no page pays for them on its first load.
 */
import { lazy, Suspense } from 'react';
import { useOpenModal } from '../../store/modal-store.ts';

const ModalContent = lazy(() => import('./modal-contents.tsx').then((m) => ({ default: m.ModalContent })));

export function ModalHost() {
  const open = useOpenModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalContent key={`${open.tag}:${open.data ?? ''}`} tag={open.tag} data={open.data} />
    </Suspense>
  );
}
