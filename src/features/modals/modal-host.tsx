/**
 * Shows the open modal by its tag (SPEC SCR-45…SCR-51). The modals themselves are a chunk of their
 * own, fetched when one first opens: no page pays for them on its first load.
 */
import { Suspense } from 'react';
import { houseLazy } from '../../ssr/house-lazy.ts';
import { useOpenModal } from '../../store/modal-store.ts';

const ModalContent = houseLazy('src/features/modals/modal-contents.tsx', () => import('./modal-contents.tsx').then((m) => m.ModalContent));

export function ModalHost() {
  const open = useOpenModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalContent key={`${open.tag}:${open.data ?? ''}`} tag={open.tag} data={open.data} />
    </Suspense>
  );
}
