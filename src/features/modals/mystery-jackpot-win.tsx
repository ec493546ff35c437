/**
 * SCR-51's mysteryJackpotWinModal (issue #19): the jackpot the player's stake just won, read back
 * from the house by its id (the tag's data), so it opens again after a reload until closed. It
 * shows the amount paid and the drop amount the pot had committed to before play, checked here
 * against the hash the lobby showed.
 */
import { dropCommitment } from '../../../domain/casino/jackpot.ts';
import type { JackpotWin } from '../../../schemas/jackpots.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fetchJackpotWin } from '../../store/jackpots-api.ts';
import { closeModal } from '../../store/modal-store.ts';
import { useRequest } from '../../store/use-request.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useNamespace } from '../../ui/use-namespace.ts';
import { minorText } from '../casino/casino-labels.ts';
import { ModalDialog } from './modal-dialog.tsx';
import type { ModalContentProps } from './modal-contents.tsx';

export function MysteryJackpotWinModal({ data }: ModalContentProps) {
  const ready = useNamespace('casino');
  const { LL } = useI18nContext();
  const win = useRequest(data, () => fetchJackpotWin(data!));
  if (!ready) return null;
  const j = LL.casino.jackpots;
  return (
    <ModalDialog
      tag="mysteryJackpotWinModal"
      title={j.win.title()}
      onClose={closeModal}
      actions={
        <button type="button" className="btn btn--primary" onClick={closeModal}>
          {j.win.collect()}
        </button>
      }
    >
      {win.status === 'fulfilled' ? (
        <WinShown win={win.value.Win} />
      ) : (
        <RequestStatus request={win} loading={j.win.loading()} failed={j.failed()} retry={LL.casino.retry()} className="jackpot-win__status" />
      )}
    </ModalDialog>
  );
}

function WinShown({ win }: { readonly win: JackpotWin }) {
  const { LL, locale } = useI18nContext();
  const j = LL.casino.jackpots;
  const matches = dropCommitment(BigInt(win.DropMinor), win.DropSalt) === win.DropHash;
  return (
    <div className="jackpot-win" data-win-id={win.Id} data-tier={win.Tier} data-amount-minor={win.AmountMinor} data-verified={matches}>
      <p className="jackpot-win__amount">{j.win.text({ tier: j.tiers[win.Tier](), amount: minorText(win.AmountMinor, win.Currency, locale) })}</p>
      <p>{j.win.paid()}</p>
      <p className="muted">
        {j.win.proof({ amount: minorText(win.DropMinor, win.Currency, locale), hash: `${win.DropHash.slice(0, 16)}…` })} {matches ? j.win.verified() : j.win.mismatch()}
      </p>
    </div>
  );
}
