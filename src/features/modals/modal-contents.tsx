/**
 * The modals shown by tag (SPEC SCR-45…SCR-51), loaded when one first opens (modal-host.tsx). Each
 * modal's texts are the spec's own in en-US and translated elsewhere. A tag with no content here
 * (the account modal is its route's) stays in the store, unshown.
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { refreshClient } from '../../store/version.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { closeModal } from '../../store/modal-store.ts';
import { BonusCodeField, useBonusClaim } from '../bonuses/use-bonus-claim.tsx';
import { cancelWithdrawal } from '../../store/cashier-api.ts';
import { logout } from '../../store/session.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { HOUSE_ERRORS } from '../../../schemas/errors.ts';
import type { ModalTag } from '../../store/modal-tags.ts';
import { MysteryJackpotWinModal } from './mystery-jackpot-win.tsx';

export type ModalContentProps = { readonly data: string | null };

function RefreshModal() {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      tag="refreshCacheModal"
      role="alertdialog"
      title={LL.modals.refresh.title()}
      onClose={closeModal}
      actions={
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void refreshClient();
          }}
        >
          {LL.modals.refresh.button()}
        </button>
      }
    >
      <p>{LL.modals.refresh.text()}</p>
    </ModalDialog>
  );
}

function WelcomeModal() {
  const { LL } = useI18nContext();
  return (
    <ModalDialog
      tag="welcomeModal"
      title={LL.modals.welcome.title()}
      onClose={closeModal}
      actions={
        <AppLink to={{ page: 'user', rest: 'deposit' }} className="btn btn--primary" onClick={closeModal}>
          {LL.modals.welcome.button()}
        </AppLink>
      }
    >
      <p>{LL.modals.welcome.text()}</p>
    </ModalDialog>
  );
}

/** SCR-47: a code and Claim; a refusal titles the modal 'Error claiming bonus' (ERR-11) and offers OK, or Deposit when it asks for one (VAL-14). */
function ClaimBonusModal() {
  const { LL } = useI18nContext();
  const claim = useBonusClaim();
  const m = LL.modals.claimBonus;
  const actions = claim.needsDeposit ? (
    <AppLink to={{ page: 'user', rest: 'deposit' }} className="btn btn--primary" onClick={closeModal}>
      {m.deposit()}
    </AppLink>
  ) : claim.failed ? (
    <button type="button" className="btn btn--primary" onClick={claim.reset}>
      {m.ok()}
    </button>
  ) : (
    <button type="submit" form="claim-bonus-form" className="btn btn--primary" disabled={claim.busy}>
      {m.button()}
    </button>
  );
  return (
    <ModalDialog tag="claimUserBonusModal" title={claim.failed ? m.errorTitle() : m.title()} onClose={closeModal} actions={actions}>
      <form id="claim-bonus-form" onSubmit={(e) => void claim.submit(e)} noValidate>
        <BonusCodeField claim={claim} id="claim-bonus-code" />
      </form>
    </ModalDialog>
  );
}

function CancelWithdrawalModal({ data }: ModalContentProps) {
  const { LL } = useI18nContext();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = data === null ? { ok: false as const, code: HOUSE_ERRORS.invalid } : await cancelWithdrawal(data);
    setBusy(false);
    if (result.ok) closeModal();
    else setError(houseErrorText(LL, result.code));
  };
  return (
    <ModalDialog
      tag="cancelWithdrawalModal"
      role="alertdialog"
      title={LL.modals.cancelWithdrawal.title()}
      onClose={closeModal}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={closeModal}>
            {LL.modals.close()}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void confirm()}>
            {LL.modals.cancelWithdrawal.confirm()}
          </button>
        </>
      }
    >
      <p>{LL.modals.cancelWithdrawal.text()}</p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}

function LowBalanceModal() {
  const { LL } = useI18nContext();
  return (
    <ModalDialog
      tag="lowBalanceModal"
      title={LL.modals.lowBalance.title()}
      onClose={closeModal}
      actions={
        <>
          <AppLink to={{ page: 'user', rest: 'bonuses' }} className="btn btn--ghost" onClick={closeModal}>
            {LL.modals.lowBalance.bonuses()}
          </AppLink>
          <AppLink to={{ page: 'user', rest: 'deposit' }} className="btn btn--primary" onClick={closeModal}>
            {LL.modals.lowBalance.addFunds()}
          </AppLink>
        </>
      }
    >
      <p>{LL.modals.lowBalance.text()}</p>
    </ModalDialog>
  );
}

function LessBalanceModal() {
  const { LL } = useI18nContext();
  return (
    <ModalDialog
      tag="lessBalanceModal"
      title={LL.modals.lessBalance.title()}
      onClose={closeModal}
      actions={
        <AppLink to={{ page: 'user', rest: 'deposit' }} className="btn btn--primary" onClick={closeModal}>
          {LL.modals.lessBalance.deposit()}
        </AppLink>
      }
    >
      <p>{LL.modals.lessBalance.text()}</p>
    </ModalDialog>
  );
}

/** The reality check (ADR 0034): how long the player has played, with a way to stop. */
function RealityCheckModal({ data }: ModalContentProps) {
  const { LL } = useI18nContext();
  const minutes = Number(data ?? 0);
  return (
    <ModalDialog
      tag="realityCheckModal"
      role="alertdialog"
      title={LL.modals.realityCheck.title()}
      onClose={closeModal}
      actions={
        <>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              closeModal();
              void logout();
            }}
          >
            {LL.modals.realityCheck.logout()}
          </button>
          <AppLink to={{ page: 'user', rest: 'transaction-history' }} className="btn btn--ghost" onClick={closeModal}>
            {LL.modals.realityCheck.history()}
          </AppLink>
          <button type="button" className="btn btn--primary" onClick={closeModal}>
            {LL.modals.realityCheck.keepPlaying()}
          </button>
        </>
      }
    >
      <p>{LL.modals.realityCheck.text({ minutes: Number.isFinite(minutes) ? minutes : 0 })}</p>
    </ModalDialog>
  );
}

/** ERR-06 on Mac and iPhone: the message in a modal with Close. */
function AdminConfigModal() {
  const { LL } = useI18nContext();
  return (
    <ModalDialog
      tag="adminConfigModal"
      role="alertdialog"
      title={LL.modals.adminConfig.title()}
      onClose={closeModal}
      actions={
        <button type="button" className="btn btn--primary" onClick={closeModal}>
          {LL.modals.close()}
        </button>
      }
    >
      <p>{LL.modals.adminConfig.missing()}</p>
    </ModalDialog>
  );
}

const CONTENT: Partial<Record<ModalTag, ComponentType<ModalContentProps>>> = {
  mysteryJackpotWinModal: MysteryJackpotWinModal,
  refreshCacheModal: RefreshModal,
  welcomeModal: WelcomeModal,
  claimUserBonusModal: ClaimBonusModal,
  cancelWithdrawalModal: CancelWithdrawalModal,
  lowBalanceModal: LowBalanceModal,
  lessBalanceModal: LessBalanceModal,
  adminConfigModal: AdminConfigModal,
  realityCheckModal: RealityCheckModal,
};

/** The open modal's content; keyed by tag and data by the host, so each gets fresh state and focus. */
export function ModalContent({ tag, data }: { readonly tag: ModalTag; readonly data: string | null }) {
  const Content = CONTENT[tag];
  return Content ? <Content data={data} /> : null;
}
