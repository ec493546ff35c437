/** The payment method as radio cards, for the Deposit and Withdraw tabs; the Deposit tab's coins as a group of their own, or among the methods (ROL-12). */
import { CHAIN_NAMES } from '../../../domain/crypto-address.ts';
import { COINS } from '../../../domain/crypto-coins.ts';
import { CRYPTO_COINS, type CryptoCoin, type DepositMethod, type WithdrawMethod } from '../../../schemas/cashier.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

type CoinProps = { name: string; coin: CryptoCoin | null; onChoose: (coin: CryptoCoin) => void };

/**
 * `method` is null while a coin is chosen instead (the coins share the radio group's `name`).
 * `coins`, when given, lists the coins among the methods (crypto not grouped).
 */
export function MethodChoice<M extends DepositMethod | WithdrawMethod>({ name, methods, method, onChoose, coins }: { name: string; methods: readonly M[]; method: M | null; onChoose: (method: M) => void; coins?: CoinProps }) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="cashier__methods">
      <legend className="form-field__label">{LL.cashier.method()}</legend>
      {methods.map((m) => (
        <label key={m} className="cashier__method" data-method={m}>
          <input type="radio" name={name} value={m} checked={method === m} onChange={() => onChoose(m)} />
          <span>{LL.cashier.methods[m]()}</span>
        </label>
      ))}
      {coins && <CoinOptions {...coins} />}
    </fieldset>
  );
}

/** The coins, grouped under Crypto, each with the network it is sent on. */
export function CoinChoice(props: CoinProps) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="cashier__methods cashier__methods--crypto">
      <legend className="form-field__label">{LL.cashier.crypto.title()}</legend>
      <CoinOptions {...props} />
    </fieldset>
  );
}

function CoinOptions({ name, coin, onChoose }: CoinProps) {
  return CRYPTO_COINS.map((c) => (
    <label key={c} className="cashier__method" data-method={c} title={CHAIN_NAMES[COINS[c].chain]}>
      <input type="radio" name={name} value={c} checked={coin === c} onChange={() => onChoose(c)} />
      <span>{c}</span>
    </label>
  ));
}
