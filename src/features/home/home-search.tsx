/**
 * The home page's search bar (SPEC SCR-10, VAL-02, VAL-11, STA-56): from 2 characters it finds the
 * pre-match book's tournaments and matches by name (src/store/sportsbook-search.ts), each a link to
 * its list or its page; one character finds nothing, and the box can be cleared.
 */
import { useState, type ReactNode } from 'react';
import { formatKickoff } from '../../../domain/settings.ts';
import type { SearchMatch, SearchTournament, SportsbookSearch } from '../../../schemas/sportsbook.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useSportsbookSearch } from '../../store/sportsbook-search.ts';
import { useSettings } from '../../store/settings.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { PathLink } from '../../ui/path-link.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { BlockState } from './home-block.tsx';

export function HomeSearch() {
  const { LL } = useI18nContext();
  const [text, setText] = useState('');
  const { applied, answer } = useSportsbookSearch(text);
  return (
    <div className="home-search">
      <SearchBox
        className="home-search__field"
        text={text}
        onChange={setText}
        labels={{ label: LL.home.searchLabel(), placeholder: LL.home.searchPlaceholder(), hint: LL.home.searchHint(), reset: LL.home.searchReset() }}
      />
      {applied !== null && answer && (
        <div className="home-search__results" data-search={applied} aria-live="polite">
          {answer.status === 'pending' ? (
            <BlockState busy>{LL.home.searching()}</BlockState>
          ) : answer.status === 'rejected' ? (
            <BlockState alert>
              <p>
                {LL.home.searchError()}: {houseErrorText(LL, answer.code)}
              </p>
              <button type="button" className="btn btn--ghost" onClick={answer.retry}>
                {LL.sportsbook.retry()}
              </button>
            </BlockState>
          ) : answer.value.TournamentCount + answer.value.MatchCount === 0 ? (
            <BlockState>{LL.home.searchNone({ search: applied })}</BlockState>
          ) : (
            <SearchHits found={answer.value} />
          )}
        </div>
      )}
    </div>
  );
}

function SearchHits({ found }: { readonly found: SportsbookSearch }) {
  const { LL } = useI18nContext();
  return (
    <>
      <HitGroup id="home-search-tournaments" title={LL.home.searchTournaments()} count={shownOf(LL, found.Tournaments.length, found.TournamentCount)}>
        {found.Tournaments.map((t) => (
          <TournamentHit key={t.ID} hit={t} />
        ))}
      </HitGroup>
      <HitGroup id="home-search-matches" title={LL.home.searchMatches()} count={shownOf(LL, found.Matches.length, found.MatchCount)}>
        {found.Matches.map((m) => (
          <MatchHit key={m.ID} hit={m} />
        ))}
      </HitGroup>
    </>
  );
}

/** One kind of hit under its heading and count; nothing when there are none. */
function HitGroup({ id, title, count, children }: { readonly id: string; readonly title: string; readonly count: string; readonly children: readonly ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="home-search__group" aria-labelledby={id}>
      <h2 id={id} className="home-search__heading">
        {title} <span className="home-search__count">{count}</span>
      </h2>
      <ul className="home-search__list" role="list">
        {children}
      </ul>
    </section>
  );
}

/** "20 of 34" when the house sent only the first hits, else the count. */
const shownOf = (LL: TranslationFunctions, shown: number, count: number) => (shown < count ? LL.home.searchShown({ shown, count }) : String(count));

function TournamentHit({ hit }: { readonly hit: SearchTournament }) {
  const { LL } = useI18nContext();
  return (
    <li data-tournament-id={hit.ID}>
      <PathLink link={hit.Link} className="home-search__hit">
        <span className="home-search__text">
          <span className="home-search__name">{hit.Name}</span>
          <span className="home-search__place">
            {hit.SportName} · {hit.CategoryName}
          </span>
        </span>
        <span className="home-count" title={LL.home.fixtureCount({ count: hit.Count })}>
          <span className="visually-hidden">{LL.home.fixtureCount({ count: hit.Count })}</span>
          <span aria-hidden="true">{hit.Count}</span>
        </span>
      </PathLink>
    </li>
  );
}

function MatchHit({ hit }: { readonly hit: SearchMatch }) {
  const { locale } = useI18nContext();
  const { timeZone } = useSettings();
  return (
    <li data-match-id={hit.ID}>
      <PathLink link={hit.MatchLink} className="home-search__hit">
        <span className="home-search__text">
          <span className="home-search__name">{hit.HomeTeamName && hit.AwayTeamName ? `${hit.HomeTeamName} – ${hit.AwayTeamName}` : hit.Name}</span>
          <span className="home-search__place">
            <time dateTime={new Date(hit.StartDateJs).toISOString()}>{formatKickoff(hit.StartDateJs, locale, timeZone)}</time> · {hit.SportName} · {hit.TournamentName}
          </span>
        </span>
      </PathLink>
    </li>
  );
}
