import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const ko_KR_esports = {
  title: 'e스포츠',
  menu: 'e스포츠 게임 및 리그',
  allGames: '모든 게임',
  games: '게임',
  leagues: '리그',
  allLeagues: '모든 리그',
  outrights: '아웃라이트',
  loading: '게임을 불러오는 중…',
  loadFailed: '게임을 불러오지 못했습니다.',
  empty: '현재 e스포츠 경기가 없습니다',
  count: '{name}: {count}경기',
} satisfies NamespaceEsportsTranslation;

export default ko_KR_esports;
