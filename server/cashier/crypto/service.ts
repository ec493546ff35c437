/**
 * Crypto deposits at the house (issue #18, ADR 0036). A player asks for a deposit address per coin
 * (derived, addresses.ts); the custody provider reports each transfer to one when it sees it and
 * at each confirmation. The first report makes a pending payment in the account's currency at the
 * rate of that moment; the report that reaches the coin's required confirmations completes it, and
 * the completion credits the ledger exactly once (setPaymentStatusIn, as card deposits). A player
 * on a break or past a deposit limit has the transfer recorded as refunded, never credited.
 */
import { COINS, creditedMinor, fromAtomic } from '../../../domain/crypto-coins.ts';
import { CRYPTO_COINS, PAYMENT_STATUS, type CryptoAddress, type CryptoCoin, type CryptoRate, type CryptoTransfer } from '../../../schemas/cashier.ts';
import { ERROR_CODES } from '../../../schemas/errors.ts';
import { CURRENCIES, type CurrencyCode } from '../../../schemas/wallet.ts';
import type { Db } from '../../db/db.ts';
import type { MoneyAnswer, MoneyGuard, Wallet, WalletAccount } from '../../wallet/ledger.ts';
import { failure, firstDelivery, PAYMENT_COLUMNS, paymentView, setPaymentStatusIn, webhookAnswer, type PaymentRow } from '../service.ts';
import type { AddressBook } from './addresses.ts';
import type { CryptoRates } from './rates.ts';
import type { ChainDeposit, CryptoCustody } from './sandbox-chain.ts';

export type CryptoCashierDeps = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly custody: CryptoCustody;
  readonly addresses: AddressBook;
  readonly rates: CryptoRates;
  readonly depositGuard?: MoneyGuard;
};

export type CryptoCashier = ReturnType<typeof createCryptoCashier>;

function addressView(coin: CryptoCoin, address: string): CryptoAddress {
  const info = COINS[coin];
  return { CryptoCurrency: coin, Blockchain: info.chain, BlockchainAddress: address, BlockchainTag: null, MinDeposit: info.minDeposit, Confirmations: info.confirmations };
}

export function createCryptoCashier(deps: CryptoCashierDeps) {
  const { db, wallet, custody, addresses, rates } = deps;
  const depositGuard = deps.depositGuard ?? (async () => null);

  return {
    /** The player's address for `coin`, or null before one was asked for (STA-27). */
    async address(userId: number, coin: CryptoCoin): Promise<CryptoAddress | null> {
      const [row] = await db.query<{ address: string }>(`select address from crypto_addresses where user_id = $1 and coin = $2`, [userId, coin]);
      return row ? addressView(coin, row.address) : null;
    },

    /** Makes the player's address for `coin` (API-60); asking again answers the same one. */
    async createAddress(userId: number, coin: CryptoCoin): Promise<CryptoAddress> {
      const address = addresses.address(coin, userId);
      await db.query(
        `insert into crypto_addresses (user_id, coin, chain, address, derivation_index) values ($1, $2, $3, $4, $1) on conflict (user_id, coin) do nothing`,
        [userId, coin, COINS[coin].chain, address],
      );
      return (await this.address(userId, coin))!;
    },

    /** ENT-36: what one of each coin is worth in `currency`. */
    async rates(currency: CurrencyCode): Promise<CryptoRate[]> {
      return Promise.all(CRYPTO_COINS.map(async (coin) => ({ Currency: coin, RateFrom: 1 as const, RateTo: await rates.rate(coin, currency) })));
    },

    /** Whose deposit address this is, for the sandbox chain's send route. */
    async addressOwner(coin: CryptoCoin, address: string): Promise<number | null> {
      const [row] = await db.query<{ user_id: bigint }>(`select user_id from crypto_addresses where chain = $1 and address = $2 and coin = $3`, [COINS[coin].chain, address, coin]);
      return row ? Number(row.user_id) : null;
    },

    /**
     * A transfer report whose signature the custody has checked: refused when its signed message
     * was seen before; otherwise applied once per event id, under the payment row's lock.
     */
    async applyDeposit(deposit: ChainDeposit): Promise<MoneyAnswer> {
      if (!(await firstDelivery(db, custody.name, deposit.signature))) return failure(409, ERROR_CODES.webhookReplayed, 'Sandbox-Chain-Signature: this signed message was already received', 'Sandbox-Chain-Signature');
      const params = { coin: deposit.coin, address: deposit.address, tx: deposit.tx, amount: String(deposit.amountAtomic), confirmations: deposit.confirmations };
      const answer = await wallet.once({ scope: `webhook:${custody.name}`, key: deposit.id }, { operation: 'crypto-deposit', params }, async (tx) => {
        const [owner] = await tx.query<{ user_id: bigint; currency: CurrencyCode }>(
          `select a.user_id, u.currency from crypto_addresses a join users u on u.id = a.user_id where a.chain = $1 and a.address = $2 and a.coin = $3`,
          [COINS[deposit.coin].chain, deposit.address, deposit.coin],
        );
        if (!owner) return failure(404, ERROR_CODES.notFound, 'data.address: no player has this deposit address', 'data.address');
        const required = COINS[deposit.coin].confirmations;
        let [payment] = await tx.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where provider = $1 and provider_ref = $2 for update`, [custody.name, deposit.tx]);
        if (payment && (payment.crypto?.Amount !== fromAtomic(deposit.coin, deposit.amountAtomic) || payment.crypto.Coin !== deposit.coin || Number(payment.user_id) !== Number(owner.user_id))) {
          return failure(409, ERROR_CODES.paymentMismatch, 'data: the transfer differs from the house record', 'data');
        }
        if (!payment) {
          const account: WalletAccount = { userId: Number(owner.user_id), currency: owner.currency, book: 'real' };
          const rate = await rates.rate(deposit.coin, owner.currency);
          const amount = creditedMinor(deposit.coin, deposit.amountAtomic, rate, CURRENCIES[owner.currency].decimals);
          // Worth less than the account currency's smallest unit: acknowledged, nothing to credit.
          if (amount <= 0n) return { status: 200, body: { Payment: null, Changed: false } };
          const refused = await depositGuard(tx, account, amount);
          const crypto: CryptoTransfer = { Coin: deposit.coin, Amount: fromAtomic(deposit.coin, deposit.amountAtomic), TxHash: deposit.tx, Confirmations: deposit.confirmations, Required: required, Rate: rate };
          [payment] = await tx.query<PaymentRow>(
            `insert into payments (user_id, direction, method, currency, amount, status, provider, provider_ref, crypto) values ($1, 'deposit', $2, $3, $4, $5, $6, $7, $8) returning ${PAYMENT_COLUMNS}`,
            [account.userId, deposit.coin, owner.currency, amount, refused ? PAYMENT_STATUS.refund : PAYMENT_STATUS.pending, custody.name, deposit.tx, JSON.stringify(crypto)],
          );
        } else if (payment.status === PAYMENT_STATUS.pending && deposit.confirmations > payment.crypto!.Confirmations) {
          [payment] = await tx.query<PaymentRow>(`update payments set crypto = $2, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`, [
            payment.id,
            JSON.stringify({ ...payment.crypto!, Confirmations: Math.min(required, deposit.confirmations) }),
          ]);
        }
        if (payment!.status === PAYMENT_STATUS.pending && deposit.confirmations >= required) payment = await setPaymentStatusIn(tx, custody.name, payment!.id, PAYMENT_STATUS.completed);
        return { status: 200, body: { Payment: paymentView(payment!), Changed: true } };
      });
      return webhookAnswer(answer);
    },
  };
}
