import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const zh_Hant_multiview = {
  title: '多賽事視圖',
  featuredTitle: '精選直播',
  intro: '最多 {max} 場直播賽事並排顯示',
  featuredIntro: '目前最受關注的直播賽事',
  loading: '正在載入賽事…',
  emptyTitle: '多賽事視圖中還沒有賽事',
  emptyHint: '在任一直播賽事上使用多賽事視圖按鈕，最多可新增 {max} 場。',
  goLive: '瀏覽直播賽事',
  featuredEmpty: '目前沒有精選直播賽事。',
  error: '目前無法連線直播資料，正在重試…',
  count: '{count} / {max} 場',
  tabs: '多賽事視圖中的賽事',
  allMarkets: '全部盤口',
  ended: '本場比賽已結束。',
} satisfies NamespaceMultiviewTranslation;

export default zh_Hant_multiview;
