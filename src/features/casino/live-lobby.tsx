/**
 * The live casino lobby (RTE-21, RTE-31: /casino/live-casino/{category}): the tables dealing the
 * category's games, each with its dealer, who is watching, its stakes in the player's currency
 * and its last results, linking to the table (RTE-23).
 */
import { LIVE_CASINO_CATEGORIES, type LiveCasinoCategory } from '../../../domain/casino-address.ts';
import type { LiveTable } from '../../../schemas/live-casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fetchLiveTables } from '../../store/live-casino-api.ts';
import { useSession } from '../../store/session.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { minorText } from './casino-labels.ts';
import { OutcomeChip } from './live-table-parts.tsx';
import './live.css';

export function LiveLobby({ category }: { readonly category: LiveCasinoCategory }) {
  const { LL } = useI18nContext();
  const l = LL.casino.live;
  const session = useSession();
  const tables = useRequest(`live:${category}:${session.user?.Currency.Code ?? 'guest'}`, () => fetchLiveTables(category));
  useDocumentTitle(`${l.title()} · ${l.categories[category]()}`);
  return (
    <div className="page casino-page live-lobby" data-category={category}>
      <h1 className="page__title">{l.title()}</h1>
      <nav className="casino-categories" aria-label={l.categoriesLabel()}>
        {LIVE_CASINO_CATEGORIES.map((c) => (
          <AppLink key={c} to={{ page: 'casino', rest: `live-casino/${c}` }} className={c === category ? 'casino-category is-active' : 'casino-category'} exact>
            {l.categories[c]()}
          </AppLink>
        ))}
      </nav>
      {tables.status !== 'fulfilled' ? (
        <RequestStatus request={tables} loading={l.loading()} failed={l.failed()} retry={LL.casino.retry()} className="casino-status" />
      ) : tables.value.Tables.length === 0 ? (
        <p className="casino-empty" data-empty={category}>
          {l.empty()}
        </p>
      ) : (
        <ul className="live-tables" aria-label={l.tables({ count: tables.value.Tables.length })}>
          {tables.value.Tables.map((t) => (
            <TableCard key={t.Key} table={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TableCard({ table }: { readonly table: LiveTable }) {
  const { LL, locale } = useI18nContext();
  const l = LL.casino.live;
  return (
    <li className="live-table-card" data-table={table.Key}>
      <AppLink to={{ page: 'liveCasinoGame', rest: `${table.Provider}/${table.Key}` }} className="live-table-card__link">
        <span className="live-table-card__art">
          <img src={`/api/casino/thumbnails/${table.Game}.svg`} alt="" width="320" height="200" loading="lazy" />
          <span className="live-badge">LIVE</span>
        </span>
        <span className="live-table-card__name">{table.Name}</span>
        <span className="live-table-card__facts muted">
          {l.dealer({ name: table.Dealer })} · {l.watching({ count: table.Seated })}
        </span>
        <span className="live-table-card__facts muted">{l.stakes({ min: minorText(table.MinStakeMinor, table.Currency, locale), max: minorText(table.MaxStakeMinor, table.Currency, locale) })}</span>
        {table.Recent.length > 0 && (
          <span className="live-recent" aria-label={l.recent()}>
            {table.Recent.map((outcome, i) => (
              <OutcomeChip key={i} outcome={outcome} />
            ))}
          </span>
        )}
        <span className="live-table-card__join">{l.join()}</span>
      </AppLink>
    </li>
  );
}
