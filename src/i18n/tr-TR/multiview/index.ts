import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const tr_TR_multiview = {
  title: 'Çoklu görünüm',
  featuredTitle: 'Öne çıkan canlı',
  intro: 'Yan yana en fazla {max} canlı maç',
  featuredIntro: 'Şu anın öne çıkan canlı maçları',
  loading: 'Maçlar yükleniyor…',
  emptyTitle: 'Çoklu görünümünüzde henüz maç yok',
  emptyHint: 'Herhangi bir canlı maçın çoklu görünüm düğmesiyle en fazla {max} maç ekleyin.',
  goLive: 'Canlı maçlara göz at',
  featuredEmpty: 'Şu anda öne çıkan canlı maç yok.',
  error: 'Canlı verilere şu anda ulaşılamıyor. Yeniden deneniyor…',
  count: '{count} / {max} maç',
  tabs: 'Çoklu görünümdeki maçlar',
  allMarkets: 'Tüm marketler',
  ended: 'Bu maç sona erdi.',
} satisfies NamespaceMultiviewTranslation;

export default tr_TR_multiview;
