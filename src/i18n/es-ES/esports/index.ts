import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const es_ES_esports = {
  title: 'Esports',
  menu: 'Juegos y ligas de esports',
  allGames: 'Todos los juegos',
  games: 'Juegos',
  leagues: 'Ligas',
  allLeagues: 'Todas las ligas',
  outrights: 'Apuestas a largo plazo',
  loading: 'Cargando juegos…',
  loadFailed: 'No se pudieron cargar los juegos.',
  empty: 'No hay partidos de esports en este momento',
  count: '{name}: {count} {{partido|partidos}}',
} satisfies NamespaceEsportsTranslation;

export default es_ES_esports;
