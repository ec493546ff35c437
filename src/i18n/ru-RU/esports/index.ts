import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const ru_RU_esports = {
  title: 'Киберспорт',
  menu: 'Киберспортивные игры и лиги',
  allGames: 'Все игры',
  games: 'Игры',
  leagues: 'Лиги',
  allLeagues: 'Все лиги',
  outrights: 'Долгосрочные ставки',
  loading: 'Загрузка игр…',
  loadFailed: 'Не удалось загрузить игры.',
  empty: 'Сейчас нет киберспортивных матчей',
  count: '{name}: матчей: {count}',
} satisfies NamespaceEsportsTranslation;

export default ru_RU_esports;
