import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const zh_Hans_esports = {
  title: '电子竞技',
  menu: '电竞游戏和联赛',
  allGames: '全部游戏',
  games: '游戏',
  leagues: '联赛',
  allLeagues: '全部联赛',
  outrights: '冠军投注',
  loading: '正在加载游戏…',
  loadFailed: '无法加载游戏。',
  empty: '目前没有电竞比赛',
  count: '{name}：{count} 场比赛',
} satisfies NamespaceEsportsTranslation;

export default zh_Hans_esports;
