/**
 * The house's trader offer on the slip (SPEC ENT-42, API-40, STA-20, ERR-08; ADR 0027): why the
 * stake was refused, the offered stake and what it returns, the time left, Accept and Decline. For a
 * bet type with no offers the offered value is the ERR-08 text; an offer that ran out says so.
 */
import { offerSecondsLeft } from '../../../domain/trader-offer.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { runFeed } from '../../store/feed-bridge.ts';
import { useNow } from '../../store/use-now.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import type { SlipTraderOffer } from '../../../workers/feed/contract.ts';

export function TraderOfferBox({ offer, money }: { readonly offer: SlipTraderOffer; readonly money: (amount: string) => string }) {
  const { LL } = useI18nContext();
  const now = useNow();
  const open = offer.state === 'open';
  const expired = offer.state === 'expired';
  const offered = offer.unavailable === null;
  const stakes = offer.stakes ?? (offer.stake === null ? [] : [offer.stake]);
  return (
    <section className="trader-offer" aria-labelledby="trader-offer-title" data-testid="trader-offer" data-state={offer.state}>
      <h3 id="trader-offer-title" className="trader-offer__title">
        {LL.traderOffers.title()}
      </h3>
      <p className="trader-offer__reason">
        {houseErrorText(LL, offer.refusal)} {offered && LL.traderOffers.reason()}
      </p>
      <div className="betslip__figure trader-offer__stake">
        <span>{offer.stakes ? LL.traderOffers.offeredStakes() : LL.traderOffers.offeredStake()}</span>
        <span className="tabular" data-testid="trader-offer-stake" data-error={offer.unavailable ?? undefined}>
          {offered ? stakes.map(money).join(' · ') : houseErrorText(LL, offer.unavailable!)}
        </span>
      </div>
      {offer.potentialReturn !== null && (
        <div className="betslip__figure">
          <span>{LL.traderOffers.potentialReturn()}</span>
          <span className="tabular">{money(offer.potentialReturn)}</span>
        </div>
      )}
      {expired && (
        <p className="trader-offer__expired" role="status" data-testid="trader-offer-expired">
          {LL.traderOffers.expired()}
        </p>
      )}
      {offered && !expired && offer.expiresAt !== null && (
        <p className="trader-offer__countdown tabular" role="timer" aria-live="off">
          {LL.traderOffers.expiresIn({ seconds: offerSecondsLeft(offer.expiresAt, now) })}
        </p>
      )}
      <div className="trader-offer__actions">
        {offered && !expired && (
          <button type="button" className="btn btn--primary" aria-disabled={!open} onClick={() => open && void runFeed({ kind: 'accept-trader-offer' })}>
            {open ? LL.traderOffers.accept() : LL.traderOffers.accepting()}
          </button>
        )}
        <button type="button" className="btn btn--ghost" aria-disabled={!open && !expired} onClick={() => void runFeed({ kind: 'decline-trader-offer' })}>
          {offered && !expired ? LL.traderOffers.decline() : LL.traderOffers.dismiss()}
        </button>
      </div>
    </section>
  );
}
