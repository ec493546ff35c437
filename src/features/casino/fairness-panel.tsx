/**
 * "Provably fair" under a game (issue #19): the last round's server seed hash, client seed and
 * nonce, and its server seed once revealed, with a link that opens the verify page filled in. For
 * real play also the seed pair in play (read when the panel opens, again after each round) and a
 * form to choose a new client seed, which rotates the pair and reveals the old server seed.
 */
import { useState, type FormEvent } from 'react';
import { clientSeedSchema, type CasinoRound, type PlayMode, type SeedsAnswer } from '../../../schemas/casino.ts';
import type { ErrorCode } from '../../../schemas/errors.ts';
import { check } from '../../../schemas/validate.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { casinoSeeds, rotateSeeds } from '../../store/casino-api.ts';
import { ApiFailure } from '../../store/session.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus } from '../../ui/request-status.tsx';
import { casinoErrorText } from './casino-error-text.ts';
import { verifySearch } from './verify-link.ts';

/** A client seed the player may keep or change: 16 hex digits. */
function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The round's server seed: in the round once revealed, or among the pairs rotated out since. */
function revealedSeed(round: CasinoRound, seeds: SeedsAnswer | null): string | null {
  return round.ServerSeed ?? seeds?.Previous.find((pair) => pair.ServerSeedHash === round.ServerSeedHash)?.ServerSeed ?? null;
}

export function FairnessPanel({ mode, round }: { readonly mode: PlayMode; readonly round: CasinoRound | null }) {
  const { LL } = useI18nContext();
  const f = LL.casino.fairness;
  const [open, setOpen] = useState(false);
  /** The answer of a rotation, good until the next round changes the nonce. */
  const [rotated, setRotated] = useState<{ readonly after: string | null; readonly seeds: SeedsAnswer } | null>(null);
  const seeds = useRequest(open && mode === 'real' ? `casino-seeds:${round?.Id ?? ''}` : null, casinoSeeds);
  const current = rotated && rotated.after === (round?.Id ?? null) ? rotated.seeds : seeds.status === 'fulfilled' ? seeds.value : null;

  return (
    <details className="fairness" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{f.title()}</summary>
      <div className="fairness__body">
        <p className="muted">{f.intro()}</p>
        {mode === 'demo' && <p className="muted">{f.demo()}</p>}
        <section className="fairness__block" aria-label={f.lastRound()}>
          <h3 className="fairness__title">{f.lastRound()}</h3>
          {round ? <RoundSeeds round={round} serverSeed={revealedSeed(round, current)} /> : <p className="muted">{f.noRound()}</p>}
        </section>
        {mode === 'real' && open && (
          <section className="fairness__block" aria-label={f.inPlay()}>
            <h3 className="fairness__title">{f.inPlay()}</h3>
            {current ? (
              <SeedPair seeds={current} />
            ) : seeds.status === 'fulfilled' ? null : (
              <RequestStatus request={seeds} loading={f.loading()} failed={f.failed()} retry={f.retry()} className="fairness__status" />
            )}
            <RotateForm onRotated={(answer) => setRotated({ after: round?.Id ?? null, seeds: answer })} />
          </section>
        )}
      </div>
    </details>
  );
}

function RoundSeeds({ round, serverSeed }: { readonly round: CasinoRound; readonly serverSeed: string | null }) {
  const { LL } = useI18nContext();
  const f = LL.casino.fairness;
  return (
    <>
      <dl className="fairness__seeds" data-seeds-round={round.Id}>
        <dt>{f.serverSeedHash()}</dt>
        <dd className="fairness__value" data-field="server-seed-hash">
          {round.ServerSeedHash}
        </dd>
        <dt>{f.serverSeed()}</dt>
        <dd className="fairness__value" data-field="server-seed">
          {serverSeed ?? <span className="muted">{f.notRevealed()}</span>}
        </dd>
        <dt>{f.clientSeed()}</dt>
        <dd className="fairness__value" data-field="client-seed">
          {round.ClientSeed}
        </dd>
        <dt>{f.nonce()}</dt>
        <dd className="fairness__value tabular" data-field="nonce">
          {round.Nonce}
        </dd>
      </dl>
      <AppLink
        to={{ page: 'casino', rest: 'verify' }}
        search={{ ...verifySearch({ ...round, ServerSeed: serverSeed }), hash: round.ServerSeedHash, currency: round.Currency }}
        className="btn btn--ghost btn--small"
      >
        {f.verify()}
      </AppLink>
    </>
  );
}

function SeedPair({ seeds }: { readonly seeds: SeedsAnswer }) {
  const { LL } = useI18nContext();
  const f = LL.casino.fairness;
  const previous = seeds.Previous[0];
  return (
    <>
      <dl className="fairness__seeds" data-seeds="active">
        <dt>{f.serverSeedHash()}</dt>
        <dd className="fairness__value">{seeds.Active.ServerSeedHash}</dd>
        <dt>{f.clientSeed()}</dt>
        <dd className="fairness__value">{seeds.Active.ClientSeed}</dd>
        <dt>{f.nextNonce()}</dt>
        <dd className="fairness__value tabular">{seeds.Active.Nonce}</dd>
      </dl>
      {previous && (
        <dl className="fairness__seeds" data-seeds="previous">
          <dt>{f.previousServerSeed()}</dt>
          <dd className="fairness__value">{previous.ServerSeed ?? <span className="muted">{f.notRevealed()}</span>}</dd>
          <dt>{f.serverSeedHash()}</dt>
          <dd className="fairness__value">{previous.ServerSeedHash}</dd>
          <dt>{f.clientSeed()}</dt>
          <dd className="fairness__value">{previous.ClientSeed}</dd>
          <dt>{f.roundsPlayed()}</dt>
          <dd className="fairness__value tabular">{previous.Nonce}</dd>
        </dl>
      )}
    </>
  );
}

/** A new client seed: rotating reveals the server seed in play and starts a new pair (refused while a hand is open). */
function RotateForm({ onRotated }: { readonly onRotated: (seeds: SeedsAnswer) => void }) {
  const { LL } = useI18nContext();
  const f = LL.casino.fairness;
  const [seed, setSeed] = useState(randomClientSeed);
  const [state, setState] = useState<{ readonly busy: boolean; readonly failed: ErrorCode | 'network' | null; readonly done: boolean }>({ busy: false, failed: null, done: false });
  const valid = check(clientSeedSchema, seed).ok;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || state.busy) return;
    setState({ busy: true, failed: null, done: false });
    rotateSeeds(seed).then(
      (answer) => {
        onRotated(answer);
        setState({ busy: false, failed: null, done: true });
        setSeed(randomClientSeed());
      },
      (error: unknown) => setState({ busy: false, failed: error instanceof ApiFailure ? error.code : 'network', done: false }),
    );
  };

  return (
    <form className="fairness__rotate" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor="fairness-client-seed">
        {f.newClientSeed()}
      </label>
      <div className="fairness__rotate-row">
        <input
          id="fairness-client-seed"
          className="field__control fairness__input"
          value={seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby="fairness-client-seed-hint"
          onChange={(e) => setSeed(e.target.value)}
        />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setSeed(randomClientSeed())}>
          {f.randomSeed()}
        </button>
        <button type="submit" className="btn btn--primary btn--small" disabled={!valid || state.busy} aria-busy={state.busy}>
          {f.rotate()}
        </button>
      </div>
      <p id="fairness-client-seed-hint" className={valid ? 'field__note' : 'field__error'}>
        {f.clientSeedHint()}
      </p>
      {state.failed && (
        <p className="field__error" role="alert" data-error-code={state.failed}>
          {casinoErrorText(LL, state.failed)}
        </p>
      )}
      {state.done && (
        <p className="field__note" role="status">
          {f.rotated()}
        </p>
      )}
    </form>
  );
}
