import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const tr_TR_esports = {
  title: 'E-spor',
  menu: 'E-spor oyunları ve ligleri',
  allGames: 'Tüm oyunlar',
  games: 'Oyunlar',
  leagues: 'Ligler',
  allLeagues: 'Tüm ligler',
  outrights: 'Uzun vadeli bahisler',
  loading: 'Oyunlar yükleniyor…',
  loadFailed: 'Oyunlar yüklenemedi.',
  empty: 'Şu anda e-spor maçı yok',
  count: '{name}: {count} maç',
} satisfies NamespaceEsportsTranslation;

export default tr_TR_esports;
