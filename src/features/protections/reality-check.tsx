/**
 * The reality check (issue #18, ADR 0034), mounted by the shell for a signed-in player only and
 * loaded as a chunk of its own, so a guest's first load carries none of it: it reads the player's
 * responsible-gambling settings and, when they asked for one, opens the modal every N minutes
 * counted from the session's start. Leaving (signing out) forgets the settings.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { nextRealityCheck } from '../../../domain/player-limits.ts';
import { openModal } from '../../store/modal-store.ts';
import { forgetProtections, loadProtections, protectionsState } from '../../store/protections-api.ts';

export default function RealityCheck({ userId }: { userId: number }) {
  const { value } = useSnapshot(protectionsState);
  useEffect(() => {
    void loadProtections();
    return forgetProtections;
  }, [userId]);

  const minutes = value?.RealityCheckMinutes ?? null;
  const startedAt = value?.SessionStartedAt ?? null;
  useEffect(() => {
    if (minutes === null || startedAt === null) return;
    const since = Date.parse(startedAt);
    const every = minutes * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        openModal('realityCheckModal', String(Math.round((Date.now() - since) / 60_000)));
        schedule();
      }, nextRealityCheck(since, every, Date.now()) - Date.now());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [minutes, startedAt]);
  return null;
}
