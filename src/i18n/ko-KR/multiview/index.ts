import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const ko_KR_multiview = {
  title: '멀티뷰',
  featuredTitle: '주요 라이브',
  intro: '최대 {max}개의 라이브 경기를 나란히',
  featuredIntro: '지금 가장 주목받는 라이브 경기',
  loading: '경기를 불러오는 중…',
  emptyTitle: '멀티뷰에 아직 경기가 없습니다',
  emptyHint: '라이브 경기의 멀티뷰 버튼으로 최대 {max}경기까지 추가하세요.',
  goLive: '라이브 경기 보기',
  featuredEmpty: '지금은 주요 라이브 경기가 없습니다.',
  error: '지금은 라이브 데이터에 연결할 수 없습니다. 다시 시도하는 중…',
  count: '{max}경기 중 {count}경기',
  tabs: '멀티뷰의 경기',
  allMarkets: '모든 마켓',
  ended: '이 경기는 종료되었습니다.',
} satisfies NamespaceMultiviewTranslation;

export default ko_KR_multiview;
