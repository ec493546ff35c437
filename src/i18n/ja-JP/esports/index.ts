import type { NamespaceEsportsTranslation } from '../../i18n-types.ts';

const ja_JP_esports = {
  title: 'eスポーツ',
  menu: 'eスポーツのゲームとリーグ',
  allGames: 'すべてのゲーム',
  games: 'ゲーム',
  leagues: 'リーグ',
  allLeagues: 'すべてのリーグ',
  outrights: 'アウトライト',
  loading: 'ゲームを読み込み中…',
  loadFailed: 'ゲームを読み込めませんでした。',
  empty: '現在eスポーツの試合はありません',
  count: '{name}: {count}試合',
} satisfies NamespaceEsportsTranslation;

export default ja_JP_esports;
