/** The /casino pages (RTE-19..RTE-21, and /casino/verify) behind the casino's lazily loaded words. */
import type { CasinoPage } from '../../../domain/site-routes.ts';
import { useNamespace } from '../../ui/use-namespace.ts';
import { CasinoLobby } from './casino-lobby.tsx';
import { LiveLobby } from './live-lobby.tsx';
import { VerifyPage } from './verify-page.tsx';
import './casino.css';

export function CasinoSection({ page }: { readonly page: CasinoPage }) {
  const ready = useNamespace('casino');
  if (!ready) return null;
  if (page.kind === 'live') return <LiveLobby category={page.category} />;
  if (page.kind === 'verify') return <VerifyPage />;
  return <CasinoLobby category={page.category} />;
}
