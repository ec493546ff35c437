import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const zh_Hant_esports = {
  title: '電子競技',
  menu: '電競遊戲和聯賽',
  allGames: '全部遊戲',
  games: '遊戲',
  leagues: '聯賽',
  allLeagues: '全部聯賽',
  outrights: '冠軍投注',
  loading: '正在載入遊戲…',
  loadFailed: '無法載入遊戲。',
  empty: '目前沒有電競比賽',
  count: '{name}：{count} 場比賽',
} satisfies NamespaceEsportsTranslation;

export default zh_Hant_esports;
