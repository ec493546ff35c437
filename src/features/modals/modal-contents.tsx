/**
 * The modals shown by tag (SPEC SCR-45…SCR-51), loaded when one first opens (modal-host.tsx). Each
 * modal's texts are the spec's own in en-US and translated elsewhere. A tag with no content here
 * (the account modal is its route's; mystery jackpot wins are not built) stays in the store, unshown.
 */
import { useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { refreshClient } from '../../store/version.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { closeModal, modalActions } from '../../store/modal-store.ts';
import type { ModalTag } from '../../store/modal-tags.ts';

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

function ClaimBonusModal() {
  const { LL } = useI18nContext();
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done'; ok: boolean; message: string }>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setState({ kind: 'done', ok: false, message: LL.modals.claimBonus.required() });
    setState({ kind: 'busy' });
    const result = await modalActions().claimBonus(trimmed);
    setState({
      kind: 'done',
      ok: result.ok,
      message: result.message ?? (result.ok ? LL.modals.claimBonus.success() : LL.modals.fallbackError()),
    });
  };

  return (
    <ModalDialog
      tag="claimUserBonusModal"
      title={LL.modals.claimBonus.title()}
      onClose={closeModal}
      actions={
        <button type="submit" form="claim-bonus-form" className="btn btn--primary" disabled={state.kind === 'busy'}>
          {LL.modals.claimBonus.button()}
        </button>
      }
    >
      <form id="claim-bonus-form" className="field" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="field__label" htmlFor="claim-bonus-code">
          {LL.modals.claimBonus.codeLabel()}
        </label>
        <input
          id="claim-bonus-code"
          className="field__control"
          name="BonusCode"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={state.kind === 'done' && !state.ok ? true : undefined}
          aria-describedby="claim-bonus-message"
        />
        <p id="claim-bonus-message" className={state.kind === 'done' && !state.ok ? 'field__error' : 'field__note'} role="status">
          {state.kind === 'done' ? state.message : ''}
        </p>
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
    const result = await modalActions().cancelWithdrawal(data);
    setBusy(false);
    if (result.ok) closeModal();
    else setError(result.message ?? LL.modals.fallbackError());
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
  refreshCacheModal: RefreshModal,
  welcomeModal: WelcomeModal,
  claimUserBonusModal: ClaimBonusModal,
  cancelWithdrawalModal: CancelWithdrawalModal,
  lowBalanceModal: LowBalanceModal,
  lessBalanceModal: LessBalanceModal,
  adminConfigModal: AdminConfigModal,
};

/** The open modal's content; keyed by tag and data by the host, so each gets fresh state and focus. */
export function ModalContent({ tag, data }: { readonly tag: ModalTag; readonly data: string | null }) {
  const Content = CONTENT[tag];
  return Content ? <Content data={data} /> : null;
}
