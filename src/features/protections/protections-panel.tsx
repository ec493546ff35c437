/**
 * The account modal's Responsible gambling tab (issue #18, ADR 0034): deposit and loss limits per
 * period, the reality check's interval, and a break (time-out or self-exclusion). The house holds
 * every one of them; this tab shows the state it answers and sends the player's changes.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sanitiseAmount } from '../../../domain/deposit-amounts.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import {
  EXCLUSION_DURATIONS,
  exclusionRequestSchema,
  LIMIT_PERIODS,
  limitChangeSchema,
  REALITY_CHECK_MINUTES,
  realityCheckChangeSchema,
  type ExclusionKind,
  type LimitKind,
  type LimitView,
  type Protections,
} from '../../../schemas/responsible-gambling.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { loadProtections, protectionsState, setLimit, setRealityCheck, startBreak } from '../../store/protections-api.ts';
import { useSettings } from '../../store/settings.ts';
import { RequestStatus, unloaded } from '../../ui/request-status.tsx';
import { Checkbox, Field, FormMessage, SelectField } from '../account/field.tsx';
import { passwordAgainMessages } from '../account/errors.ts';
import { useFormSubmit } from '../account/use-form-submit.ts';
import { exclusionText, limitText, nextText, usedText, type LabelContext } from './protection-labels.ts';
import './protections.css';

function useLabelContext(currency: string): LabelContext {
  const { LL, locale } = useI18nContext();
  return { LL, locale, zone: intlTimeZone(useSettings().timeZone), currency };
}

export function ProtectionsPanel() {
  const { LL } = useI18nContext();
  const p = LL.protections;
  const { value, code } = useSnapshot(protectionsState);
  useEffect(() => void loadProtections(), []);

  if (value === null) {
    return (
      <RequestStatus
        request={unloaded(code, () => void loadProtections())}
        loading={p.loading()}
        failed={p.failed()}
        retry={p.retry()}
        className="protections__state"
      />
    );
  }
  const state = value as Protections;
  return (
    <div className="stack protections">
      <ExclusionNotice state={state} />
      <p className="muted protections__intro">{p.intro()}</p>
      {(['deposit', 'loss'] as const).map((kind) => (
        <LimitSection key={kind} kind={kind} state={state} />
      ))}
      <RealityCheckForm minutes={state.RealityCheckMinutes} />
      {state.Exclusion === null && <BreakForm />}
    </div>
  );
}

function ExclusionNotice({ state }: { state: Protections }) {
  const text = exclusionText(useLabelContext(state.Currency), state.Exclusion);
  if (text === null) return null;
  return (
    <p className="notice protections__excluded" role="status" data-exclusion={state.Exclusion?.Kind}>
      {text}
    </p>
  );
}

function LimitSection({ kind, state }: { kind: LimitKind; state: Protections }) {
  const { LL } = useI18nContext();
  const titleId = `protections-${kind}`;
  return (
    <section className="protections__section" aria-labelledby={titleId} data-limit-kind={kind}>
      <h3 id={titleId} className="protections__title">
        {kind === 'deposit' ? LL.protections.depositLimits() : LL.protections.lossLimits()}
      </h3>
      <ul role="list" className="protections__limits">
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} limit={state.Limits.find((l) => l.Kind === kind && l.Period === period)!} currency={state.Currency} />
        ))}
      </ul>
    </section>
  );
}

function LimitRow({ limit, currency }: { limit: LimitView; currency: string }) {
  const context = useLabelContext(currency);
  const p = context.LL.protections;
  const [amount, setAmount] = useState('');
  const [saved, setSaved] = useState(false);
  const { errors, formError, busy, submit } = useFormSubmit({ fields: ['Amount'] });
  const next = nextText(context, limit);
  const send = (requested: string | null) =>
    submit(limitChangeSchema, { Kind: limit.Kind, Period: limit.Period, Amount: requested }, async (change) => {
      setSaved(false);
      await setLimit(change);
      setAmount('');
      setSaved(true);
    });
  return (
    <li className="protections__limit" data-limit-period={limit.Period}>
      <div className="protections__limit-state">
        <span className="protections__period">{p.periods[limit.Period]()}</span>
        <span className="protections__amount tabular" data-limit-amount={limit.Amount ?? ''}>
          {limitText(context, limit)}
        </span>
        <span className="muted">{usedText(context, limit)}</span>
        {next && <span className="protections__next">{next}</span>}
      </div>
      <form
        className="protections__limit-form"
        noValidate
        aria-label={p.changeLimit({ limit: `${p.periods[limit.Period]()} ${limit.Kind === 'deposit' ? p.depositLimits() : p.lossLimits()}` })}
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void send(amount);
        }}
      >
        <Field name="Amount" label={p.newLimit({ currency })} value={amount} onChange={(typed) => setAmount(sanitiseAmount(typed))} error={errors.Amount} autoComplete="off" />
        <div className="protections__buttons">
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            {p.save()}
          </button>
          {limit.Amount !== null && limit.Next?.Amount !== null && (
            <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void send(null)}>
              {p.remove()}
            </button>
          )}
        </div>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {saved && !formError && <FormMessage kind="success">{p.saved()}</FormMessage>}
      </form>
    </li>
  );
}

function RealityCheckForm({ minutes }: { minutes: number | null }) {
  const { LL } = useI18nContext();
  const p = LL.protections;
  const [choice, setChoice] = useState(minutes === null ? '' : String(minutes));
  const [saved, setSaved] = useState(false);
  const { formError, busy, submit } = useFormSubmit({ fields: [] });
  const options = REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: p.everyMinutes({ count: m }) }));
  return (
    <section className="protections__section" aria-labelledby="protections-reality">
      <h3 id="protections-reality" className="protections__title">
        {p.realityCheck()}
      </h3>
      <form
        className="protections__inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          if (!busy)
            void submit(realityCheckChangeSchema, { Minutes: choice === '' ? null : Number(choice) }, async (change) => {
              await setRealityCheck(change.Minutes);
              setSaved(true);
            });
        }}
      >
        <SelectField name="RealityCheckMinutes" label={p.realityCheckHint()} value={choice} options={options} onChange={setChoice} />
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {p.save()}
        </button>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {saved && !formError && <FormMessage kind="success">{p.saved()}</FormMessage>}
      </form>
    </section>
  );
}

function BreakForm() {
  const { LL } = useI18nContext();
  const p = LL.protections;
  const [kind, setKind] = useState<ExclusionKind>('time-out');
  const [duration, setDuration] = useState<string>(EXCLUSION_DURATIONS['time-out'][0]);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { errors, formError, busy, submit } = useFormSubmit({ fields: ['Kind', 'Duration', 'Password'], messages: passwordAgainMessages(LL) });
  const choose = (next: ExclusionKind) => {
    setKind(next);
    setDuration(EXCLUSION_DURATIONS[next][0]);
  };
  return (
    <section className="protections__section" aria-labelledby="protections-break">
      <h3 id="protections-break" className="protections__title">
        {p.breakTitle()}
      </h3>
      <p className="muted">{p.breakHint()}</p>
      <form
        className="auth-form protections__break"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          setUnconfirmed(!understood);
          if (understood && !busy) void submit(exclusionRequestSchema, { Kind: kind, Duration: duration, Password: password }, async (request) => void (await startBreak(request)));
        }}
      >
        <fieldset className="cashier__methods">
          <legend className="form-field__label">{p.breakKind()}</legend>
          {(['time-out', 'self-exclusion'] as const).map((k) => (
            <label key={k} className="cashier__method">
              <input type="radio" name="Kind" value={k} checked={kind === k} onChange={() => choose(k)} />
              <span>{p.kinds[k]()}</span>
            </label>
          ))}
        </fieldset>
        <SelectField
          name="Duration"
          label={p.duration()}
          value={duration}
          options={EXCLUSION_DURATIONS[kind].map((d) => ({ value: d, label: p.durations[d]() }))}
          onChange={setDuration}
          error={errors.Duration}
        />
        <Field name="Password" type="password" label={LL.cashier.password()} value={password} onChange={setPassword} error={errors.Password} autoComplete="current-password" />
        <Checkbox name="Understood" label={p.understood()} checked={understood} onChange={setUnderstood} error={unconfirmed && !understood ? LL.account.errors.mustAgree() : undefined} />
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <button type="submit" className="btn btn--danger" disabled={busy}>
          {p.startBreak()}
        </button>
      </form>
    </section>
  );
}
