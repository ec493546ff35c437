import type { BaseTranslation } from '../../i18n-types.ts';

/** The esports section and its sidebar mode (SPEC RTE-14..RTE-18, SCR-27..SCR-30). */
const en_US_esports = {
  title: 'Esports',
  menu: 'Esports games and leagues',
  allGames: 'All games',
  games: 'Games',
  leagues: 'Leagues',
  allLeagues: 'All leagues',
  outrights: 'Outrights',
  loading: 'Loading games…',
  loadFailed: 'The games could not be loaded.',
  empty: 'No esports matches right now',
  count: '{name:string}: {count:number} {{match|matches}}',
} satisfies BaseTranslation;

export default en_US_esports;
