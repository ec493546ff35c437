import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const ja_JP_multiview = {
  title: 'マルチビュー',
  featuredTitle: '注目のライブ',
  intro: '最大 {max} 試合のライブを並べて表示',
  featuredIntro: '今注目のライブ試合',
  loading: '試合を読み込み中…',
  emptyTitle: 'マルチビューにはまだ試合がありません',
  emptyHint: 'ライブ試合のマルチビューボタンで最大 {max} 試合まで追加できます。',
  goLive: 'ライブ試合を見る',
  featuredEmpty: '現在、注目のライブ試合はありません。',
  error: '現在ライブデータに接続できません。再試行しています…',
  count: '{count} / {max} 試合',
  tabs: 'マルチビューの試合',
  allMarkets: 'すべてのマーケット',
  ended: 'この試合は終了しました。',
} satisfies NamespaceMultiviewTranslation;

export default ja_JP_multiview;
