import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const pt_PT_esports = {
  title: 'Esports',
  menu: 'Jogos e ligas de esports',
  allGames: 'Todos os jogos',
  games: 'Jogos',
  leagues: 'Ligas',
  allLeagues: 'Todas as ligas',
  outrights: 'Apostas a longo prazo',
  loading: 'A carregar jogos…',
  loadFailed: 'Não foi possível carregar os jogos.',
  empty: 'Sem partidas de esports neste momento',
  count: '{name}: {count} {{partida|partidas}}',
} satisfies NamespaceEsportsTranslation;

export default pt_PT_esports;
