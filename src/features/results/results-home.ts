/**
 * Where the results pages live: /sport/results (RTE-05) for every sport, or an esport sport's
 * /esports/{sportAlias}/results (RTE-17), whose tree holds that sport only. The pages link to their
 * own home, so an esports results page stays under /esports.
 */
import { createContext, useContext } from 'react';
import type { SectionKey } from '../../../domain/site-routes.ts';

export type ResultsHome = {
  /** The day's results page; a match's is `${rest}/{matchId}`. */
  readonly to: { readonly page: SectionKey; readonly rest: string };
  /** The esport sport the pages are narrowed to; null: every sport. */
  readonly esport: string | null;
};

export const SPORT_RESULTS: ResultsHome = { to: { page: 'sport', rest: 'results' }, esport: null };

export const ResultsHomeContext = createContext<ResultsHome>(SPORT_RESULTS);

export const useResultsHome = (): ResultsHome => useContext(ResultsHomeContext);

export const resultMatchTarget = (home: ResultsHome, matchId: number) => ({ page: home.to.page, rest: `${home.to.rest}/${matchId}` });
