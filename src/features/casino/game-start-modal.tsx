/**
 * The game start modal (SCR-19): the game's picture, RTP and volatility, and how to play it: for
 * real money (a signed-in player) or demo (anyone; a guest gets demo only). The house answers the
 * game's URL; a failure stays in the modal with its message (STA-46, ERR-16).
 */
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { CasinoGame, PlayMode } from '../../../schemas/casino.ts';
import type { ErrorCode } from '../../../schemas/errors.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { launchGame } from '../../store/casino-api.ts';
import { rememberRecentGame } from '../../store/casino-lists.ts';
import { ApiFailure, useSession } from '../../store/session.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { rtpText } from './casino-labels.ts';

type Props = { readonly game: CasinoGame; readonly providerName: string; readonly onClose: () => void };

export const GAME_START_MODAL_TAG = 'casinoGameStartModal';

export function GameStartModal({ game, providerName, onClose }: Props) {
  const { LL, locale } = useI18nContext();
  const session = useSession();
  const router = useRouter();
  const lang = useSiteLocale();
  const [state, setState] = useState<{ busy: boolean; failed: ErrorCode | 'network' | null }>({ busy: false, failed: null });
  const signedIn = session.status === 'user';

  const start = (mode: PlayMode) => {
    setState({ busy: true, failed: null });
    launchGame(game.Key, game.Provider, mode).then(
      (answer) => {
        rememberRecentGame(game.Key);
        onClose();
        void router.navigate({ href: `/${lang}${answer.Url}` });
      },
      (error: unknown) => setState({ busy: false, failed: error instanceof ApiFailure ? error.code : 'network' }),
    );
  };

  return (
    <ModalDialog
      tag={GAME_START_MODAL_TAG}
      title={game.Name}
      onClose={onClose}
      actions={
        <>
          {signedIn ? (
            <button type="button" className="btn btn--primary" disabled={state.busy} onClick={() => start('real')} data-mode="real">
              {LL.casino.start.playReal()}
            </button>
          ) : (
            <AppLink to={{ page: 'login' }} className="btn btn--primary" onClick={onClose}>
              {LL.casino.start.signInForReal()}
            </AppLink>
          )}
          <button type="button" className="btn btn--ghost" disabled={state.busy} onClick={() => start('demo')} data-mode="demo">
            {LL.casino.start.playDemo()}
          </button>
        </>
      }
    >
      <div className="game-start" data-game-id={game.Key}>
        <img className="game-start__art" src={game.Thumbnail} alt="" width={320} height={240} />
        <p className="game-start__facts">
          {providerName} · {LL.casino.kinds[game.Kind]()} · {LL.casino.rtp({ rtp: rtpText(game.Rtp, locale) })} · {LL.casino.volatility[game.Volatility]()}
        </p>
        {state.busy && (
          <p role="status" aria-busy="true">
            {LL.casino.start.starting()}
          </p>
        )}
        {state.failed !== null && (
          <p className="game-start__error" role="alert" data-error-code={state.failed}>
            {LL.casino.gameError()} {houseErrorText(LL, state.failed)}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
