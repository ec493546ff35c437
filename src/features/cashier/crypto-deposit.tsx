/**
 * A coin's deposit screen in the Deposit tab (issue #18; ENT-34..36, STA-27/28, VAL-40): the
 * player's address for it, made on first ask, with its QR code drawn here, a copy button, the
 * network to send on, the minimum, the rate and the confirmations it takes; under it the transfers
 * to the address as the chain confirms them, read every few seconds while the screen is open. The
 * balance is read again when one completes (cashier-api.ts).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CHAIN_NAMES, type Chain } from '../../../domain/crypto-address.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { CryptoCoin, Payment } from '../../../schemas/cashier.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { cryptoDepositsOf, paymentsState, reloadPayments, watchPayments } from '../../store/cashier-api.ts';
import { cryptoRates, depositAddress } from '../../store/crypto-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { QrCode } from '../../ui/qr-code.tsx';
import { RequestStatus, unloaded } from '../../ui/request-status.tsx';
import { houseErrorText } from '../../ui/house-error-text.ts';

export function CryptoDeposit({ coin, currency }: { coin: CryptoCoin; currency: string }) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier.crypto;
  const address = useRequest(`address:${coin}`, () => depositAddress(coin));
  const rates = useRequest('rates', cryptoRates);
  /** The address last copied: the button says Copied for it, not for another coin's. */
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => watchPayments({ poll: true }), []);

  if (address.status !== 'fulfilled') {
    // STA-28: loading, then the address or the error (ERR-01).
    return (
      <RequestStatus
        className="cashier__state"
        request={address}
        loading={c.loading()}
        failed={address.status === 'rejected' && address.code !== 'network' ? houseErrorText(LL, address.code) : c.failed()}
        retry={LL.cashier.retry()}
      />
    );
  }
  const { BlockchainAddress, Blockchain, MinDeposit, Confirmations } = address.value;
  const rate = rates.status === 'fulfilled' ? rates.value.Rates.find((r) => r.Currency === coin) : undefined;
  const copy = () => void navigator.clipboard?.writeText(BlockchainAddress).then(() => setCopied(BlockchainAddress), () => undefined);
  return (
    <div className="stack cashier__crypto" data-coin={coin}>
      <div className="cashier__crypto-address">
        <QrCode className="cashier__qr" text={BlockchainAddress} label={c.qr({ coin })} />
        <div className="cashier__crypto-facts">
          <p className="cashier__subtitle">{c.address({ coin })}</p>
          <code className="cashier__address" data-testid="crypto-address">
            {BlockchainAddress}
          </code>
          <button type="button" className="btn btn--ghost btn--small" onClick={copy}>
            {copied === BlockchainAddress ? c.copied() : c.copy()}
          </button>
          <p className="notice">{c.send({ coin, chain: CHAIN_NAMES[Blockchain as Chain] ?? Blockchain })}</p>
          <ul className="cashier__crypto-terms">
            <li data-testid="crypto-minimum">{c.minimum({ amount: MinDeposit, coin })}</li>
            {rate && <li data-testid="crypto-rate">{c.rate({ coin, amount: formatMoney(Number(rate.RateTo), currency, locale) })}</li>}
            <li>{c.confirmations({ count: Confirmations })}</li>
          </ul>
        </div>
      </div>
      <CryptoDeposits coin={coin} />
    </div>
  );
}

/** The transfers to this coin's address: pending with their confirmations, then completed or refunded. */
function CryptoDeposits({ coin }: { coin: CryptoCoin }) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const { list, code } = useSnapshot(paymentsState);
  const deposits = list && cryptoDepositsOf(list as readonly Payment[], coin);
  return (
    <section className="cashier__withdrawals" aria-labelledby="cashier-crypto-deposits">
      <h3 id="cashier-crypto-deposits" className="cashier__subtitle">
        {c.crypto.deposits({ coin })}
      </h3>
      {deposits === null || (code !== null && deposits.length === 0) ? (
        <RequestStatus className="cashier__state" request={unloaded(code, reloadPayments)} loading={c.crypto.loading()} failed={c.crypto.failed()} retry={LL.cashier.retry()} />
      ) : deposits.length === 0 ? (
        <p className="muted cashier__state">{c.crypto.none()}</p>
      ) : (
        <ul className="cashier__payments">
          {deposits.map((p) => {
            const amount = formatMoney(Number(p.Amount), p.Currency, locale);
            return (
              <li key={p.PaymentID} className="cashier__payment" data-payment-id={p.PaymentID} data-payment-status={p.StatusGroup}>
                <span className="cashier__payment-what">
                  <span className="cashier__payment-amount">
                    {p.Crypto!.Amount} {coin} · {amount}
                  </span>
                  <span className="cashier__payment-status">{c.status[p.StatusGroup]({ amount })}</span>
                </span>
                {p.StatusGroup === 'pending' && (
                  <span className="muted" data-testid="crypto-progress">
                    {c.crypto.progress({ confirmations: p.Crypto!.Confirmations, required: p.Crypto!.Required })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
