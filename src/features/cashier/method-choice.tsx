/** The payment method as radio cards, for the Deposit and Withdraw tabs. */
import { DEPOSIT_METHODS, type DepositMethod } from '../../../schemas/cashier.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

export function MethodChoice({ name, method, onChoose }: { name: string; method: DepositMethod; onChoose: (method: DepositMethod) => void }) {
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
