import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const zh_Hans_multiview = {
  title: '多赛事视图',
  featuredTitle: '精选直播',
  intro: '最多 {max} 场直播赛事并排显示',
  featuredIntro: '当前最受关注的直播赛事',
  loading: '正在加载赛事…',
  emptyTitle: '多赛事视图中还没有赛事',
  emptyHint: '在任意直播赛事上使用多赛事视图按钮，最多可添加 {max} 场。',
  goLive: '浏览直播赛事',
  featuredEmpty: '目前没有精选直播赛事。',
  error: '目前无法连接直播数据，正在重试…',
  count: '{count} / {max} 场',
  tabs: '多赛事视图中的赛事',
  allMarkets: '全部盘口',
  ended: '本场比赛已结束。',
} satisfies NamespaceMultiviewTranslation;

export default zh_Hans_multiview;
