/** The payment method as radio cards, for the Deposit and Withdraw tabs; the Deposit tab's coins as a group of their own. */
import { CHAIN_NAMES } from '../../../domain/crypto-address.ts';
import { COINS } from '../../../domain/crypto-coins.ts';
import { CRYPTO_COINS, DEPOSIT_METHODS, type CryptoCoin, type DepositMethod } from '../../../schemas/cashier.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

/** `method` is null while a coin is chosen instead (the coins share the radio group's `name`). */
export function MethodChoice({ name, method, onChoose }: { name: string; method: DepositMethod | null; onChoose: (method: DepositMethod) => void }) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="cashier__methods">
      <legend className="form-field__label">{LL.cashier.method()}</legend>
      {Object.values(DEPOSIT_METHODS).map((m) => (
        <label key={m} className="cashier__method" data-method={m}>
          <input type="radio" name={name} value={m} checked={method === m} onChange={() => onChoose(m)} />
          <span>{LL.cashier.methods[m]()}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The coins, grouped under Crypto, each with the network it is sent on. */
export function CoinChoice({ name, coin, onChoose }: { name: string; coin: CryptoCoin | null; onChoose: (coin: CryptoCoin) => void }) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="cashier__methods cashier__methods--crypto">
      <legend className="form-field__label">{LL.cashier.crypto.title()}</legend>
      {CRYPTO_COINS.map((c) => (
        <label key={c} className="cashier__method" data-method={c} title={CHAIN_NAMES[COINS[c].chain]}>
          <input type="radio" name={name} value={c} checked={coin === c} onChange={() => onChoose(c)} />
          <span>{c}</span>
        </label>
      ))}
    </fieldset>
  );
}
