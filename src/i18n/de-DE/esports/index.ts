import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const de_DE_esports = {
  title: 'E-Sport',
  menu: 'E-Sport-Spiele und -Ligen',
  allGames: 'Alle Spiele',
  games: 'Spiele',
  leagues: 'Ligen',
  allLeagues: 'Alle Ligen',
  outrights: 'Langzeitwetten',
  loading: 'Spiele werden geladen…',
  loadFailed: 'Die Spiele konnten nicht geladen werden.',
  empty: 'Zurzeit keine E-Sport-Partien',
  count: '{name}: {count} {{Partie|Partien}}',
} satisfies NamespaceEsportsTranslation;

export default de_DE_esports;
