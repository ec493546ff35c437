/**
 * /casino/verify (issue #19): recompute a round in the browser. The player gives (or the round's
 * "Verify" link fills in) the game, server seed, client seed, nonce, the bet as sent and, for
 * blackjack, the actions; Verify replays the round with the house's own engines and shows what it
 * paid, what happened (the pocket, the cards, the crash point, the reels) and the SHA-256 of the
 * server seed, to compare with the hash shown before the round. The engines load on the first Verify.
 */
import { useLocation } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { BaccaratOutcome } from '../../../domain/casino/baccarat.ts';
import type { BlackjackState } from '../../../domain/casino/blackjack.ts';
import type { CrashOutcome } from '../../../domain/casino/crash.ts';
import type { RouletteOutcome } from '../../../domain/casino/roulette.ts';
import type { SlotOutcome } from '../../../domain/casino/slot-engine.ts';
import { CURRENCY_CODES, type CurrencyCode } from '../../../schemas/wallet.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { minorText } from './casino-labels.ts';
import { multiplierText } from './crash-flight.ts';
import { fieldsFromSearch, parseVerifyFields, type VerifyField, type VerifyFields, type VerifyProblem } from './verify-form.ts';
import type { Verified } from './verify-run.ts';
import { BaccaratCoup } from './views/baccarat-coup.tsx';
import { BlackjackTable } from './views/blackjack-table.tsx';
import { SlotGrid } from './views/slot-grid.tsx';
import './games.css';
import './verify.css';

type Outcome = { readonly status: 'idle' } | { readonly status: 'running' } | { readonly status: 'done'; readonly result: Verified; readonly fields: VerifyFields } | { readonly status: 'failed' };

const isCurrency = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code);

export function VerifyPage() {
  const { LL } = useI18nContext();
  const v = LL.casino.verify;
  useDocumentTitle(v.title());
  const search = useLocation({ select: (location) => location.search }) as Readonly<Record<string, unknown>>;
  const [fields, setFields] = useState<VerifyFields>(() => fieldsFromSearch(search));
  const [problems, setProblems] = useState<Partial<Record<VerifyField, VerifyProblem>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const catalogue = useCasinoCatalogue();
  const games = catalogue.status === 'fulfilled' ? catalogue.value.Games : [];
  const kind = games.find((g) => g.Key === fields.game)?.Kind ?? (fields.game === 'blackjack' ? 'blackjack' : null);
  const takesActions = kind === 'blackjack';
  const listed = games.some((g) => g.Key === fields.game);

  const set = (name: VerifyField) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVerifyFields(fields, takesActions);
    if (!parsed.ok) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    setOutcome({ status: 'running' });
    const asked = fields;
    import('./verify-run.ts').then(
      (run) => setOutcome({ status: 'done', result: run.verifyRound(parsed.input), fields: asked }),
      () => setOutcome({ status: 'failed' }),
    );
  };

  const problemText = (name: VerifyField) => {
    const problem = problems[name];
    return problem ? v.problems[problem]() : null;
  };

  return (
    <div className="page verify-page">
      <h1 className="page__title">{v.title()}</h1>
      <p className="muted verify-page__intro">{v.intro()}</p>
      <form className="verify-form" onSubmit={submit} noValidate>
        <VerifyInput id="verify-game" label={v.game()} error={problemText('game')}>
          <select id="verify-game" className="field__control" value={fields.game} onChange={(e) => set('game')(e.target.value)} aria-invalid={problems.game !== undefined}>
            <option value="">{v.chooseGame()}</option>
            {!listed && fields.game && <option value={fields.game}>{fields.game}</option>}
            {games.map((g) => (
              <option key={`${g.Provider}/${g.Key}`} value={g.Key}>
                {g.Name} ({LL.casino.kinds[g.Kind]()})
              </option>
            ))}
          </select>
        </VerifyInput>
        <TextInput id="verify-server-seed" label={v.serverSeed()} value={fields.serverSeed} onChange={set('serverSeed')} error={problemText('serverSeed')} mono />
        <TextInput id="verify-client-seed" label={v.clientSeed()} value={fields.clientSeed} onChange={set('clientSeed')} error={problemText('clientSeed')} mono />
        <TextInput id="verify-nonce" label={v.nonce()} value={fields.nonce} onChange={set('nonce')} error={problemText('nonce')} inputMode="numeric" mono />
        <VerifyInput id="verify-bet" label={v.bet()} error={problemText('bet')} note={v.betHint()}>
          <textarea
            id="verify-bet"
            className="field__control verify-form__bet"
            value={fields.bet}
            rows={3}
            spellCheck={false}
            aria-invalid={problems.bet !== undefined}
            onChange={(e) => set('bet')(e.target.value)}
          />
        </VerifyInput>
        {takesActions && <TextInput id="verify-actions" label={v.actions()} value={fields.actions} onChange={set('actions')} error={problemText('actions')} note={v.actionsHint()} mono />}
        <div className="verify-form__submit">
          <button type="submit" className="btn btn--primary" disabled={outcome.status === 'running'} aria-busy={outcome.status === 'running'}>
            {v.submit()}
          </button>
        </div>
      </form>
      {outcome.status === 'failed' && (
        <p className="game-error" role="alert">
          {v.loadFailed()}
        </p>
      )}
      {outcome.status === 'done' && <VerifyResult result={outcome.result} fields={outcome.fields} />}
    </div>
  );
}

type InputShellProps = { readonly id: string; readonly label: string; readonly error: string | null; readonly note?: string; readonly children: ReactNode };

function VerifyInput({ id, label, error, note, children }: InputShellProps) {
  return (
    <div className="field verify-form__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? <p className="field__error">{error}</p> : note ? <p className="field__note">{note}</p> : null}
    </div>
  );
}

type TextInputProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly note?: string;
  readonly inputMode?: 'numeric';
  readonly mono?: boolean;
};

function TextInput({ id, label, value, onChange, error, note, inputMode, mono = false }: TextInputProps) {
  return (
    <VerifyInput id={id} label={label} error={error} {...(note === undefined ? {} : { note })}>
      <input
        id={id}
        className={mono ? 'field__control verify-form__mono' : 'field__control'}
        value={value}
        autoComplete="off"
        spellCheck={false}
        inputMode={inputMode}
        aria-invalid={error !== null}
        onChange={(e) => onChange(e.target.value)}
      />
    </VerifyInput>
  );
}

function VerifyResult({ result, fields }: { readonly result: Verified; readonly fields: VerifyFields }) {
  const { LL, locale } = useI18nContext();
  const v = LL.casino.verify;
  const currency = isCurrency(fields.currency) ? fields.currency : null;
  const money = (minor: bigint) => (currency ? minorText(minor, currency, locale) : v.minorUnits({ amount: minor.toString() }));
  const expected = fields.hash.trim().toLowerCase();
  const matches = expected === '' ? null : expected === result.hash;
  return (
    <section className="verify-result" aria-live="polite" data-verified={result.ok} aria-label={v.result()}>
      <h2 className="verify-result__title">{v.result()}</h2>
      <dl className="verify-result__facts">
        <dt>{v.hash()}</dt>
        <dd className="verify-form__mono" data-field="server-seed-hash">
          {result.hash}
        </dd>
      </dl>
      <p className={matches === false ? 'field__error' : 'muted'} data-hash-matches={matches === null ? undefined : matches}>
        {matches === null ? v.hashCompare() : matches ? v.hashMatches() : v.hashDiffers({ hash: expected })}
      </p>
      {result.ok ? (
        <>
          <dl className="verify-result__facts">
            <dt>{v.stake()}</dt>
            <dd className="tabular">{money(result.stakeMinor)}</dd>
            <dt>{v.payout()}</dt>
            <dd className="tabular" data-payout-minor={result.payoutMinor.toString()}>
              {money(result.payoutMinor)}
            </dd>
          </dl>
          {!result.finished && <p className="muted">{v.unfinished()}</p>}
          <OutcomeSummary result={result} />
        </>
      ) : (
        <p className="field__error" role="alert" data-error-reason={result.reason}>
          {v.failed({ message: result.message })}
        </p>
      )}
    </section>
  );
}

function OutcomeSummary({ result }: { readonly result: Extract<Verified, { ok: true }> }) {
  const { LL, locale } = useI18nContext();
  const v = LL.casino.verify;
  switch (result.kind) {
    case 'slot': {
      const outcome = result.outcome as SlotOutcome;
      return (
        <div className="verify-summary" data-kind="slot">
          <SlotGrid spin={outcome.spin} lines={result.lines} scatter={result.scatter} />
          <p>
            {v.slotWin({ lineBets: outcome.totalWin, lines: outcome.lineCount })}
            {outcome.freeSpins.length > 0 && ` · ${LL.casino.game.slot.freeSpins({ count: outcome.freeSpins.length })}`}
          </p>
        </div>
      );
    }
    case 'roulette': {
      const outcome = result.outcome as RouletteOutcome;
      return (
        <div className="verify-summary roulette-landing" data-kind="roulette" data-pocket={outcome.pocket}>
          <span className={`roulette-pocket roulette-pocket--${outcome.colour}`} aria-hidden="true">
            {outcome.pocket}
          </span>
          <p>{LL.casino.game.roulette.landed({ number: outcome.pocket, colour: LL.casino.game.roulette.colours[outcome.colour]() })}</p>
        </div>
      );
    }
    case 'baccarat': {
      const outcome = result.outcome as BaccaratOutcome;
      return (
        <div className="verify-summary felt" data-kind="baccarat">
          <BaccaratCoup outcome={outcome} />
          <p className="baccarat-winner">
            <strong>{LL.casino.game.baccarat.winner[outcome.winner]()}</strong>
          </p>
        </div>
      );
    }
    case 'crash': {
      const outcome = result.outcome as CrashOutcome;
      return (
        <div className="verify-summary" data-kind="crash" data-crash-hundredths={outcome.crashHundredths}>
          <p className="crash-multiplier tabular">{multiplierText(outcome.crashHundredths, locale)}</p>
          <p>
            {outcome.cashedOut
              ? LL.casino.game.crash.cashedOut({ multiplier: multiplierText(outcome.targetHundredths, locale) })
              : LL.casino.game.crash.crashed({ multiplier: multiplierText(outcome.crashHundredths, locale) })}
          </p>
        </div>
      );
    }
    case 'blackjack':
      return (
        <div className="verify-summary felt" data-kind="blackjack">
          <BlackjackTable state={result.outcome as BlackjackState} open={false} currency={null} />
        </div>
      );
  }
}
