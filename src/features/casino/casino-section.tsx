/**
 * The /casino pages (RTE-19..RTE-21, and /casino/verify) behind the casino's lazily loaded words. The live casino's
 * shared tables are the next step of issue #19; until they open, its pages say so.
 */
import type { CasinoPage } from '../../../domain/site-routes.ts';
import { useNamespace } from '../../ui/use-namespace.ts';
import { CasinoLobby } from './casino-lobby.tsx';
import { VerifyPage } from './verify-page.tsx';
import './casino.css';

export function CasinoSection({ page, placeholder }: { readonly page: CasinoPage; readonly placeholder: React.ReactNode }) {
  const ready = useNamespace('casino');
  if (!ready) return null;
  if (page.kind === 'live') return placeholder;
  if (page.kind === 'verify') return <VerifyPage />;
  return <CasinoLobby category={page.category} />;
}
