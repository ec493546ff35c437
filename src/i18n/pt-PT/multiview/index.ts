import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const pt_PT_multiview = {
  title: 'Multivisualização',
  featuredTitle: 'Destaques ao vivo',
  intro: 'Até {max} jogos ao vivo lado a lado',
  featuredIntro: 'Os principais jogos ao vivo neste momento',
  loading: 'A carregar jogos…',
  emptyTitle: 'Ainda não há jogos na sua multivisualização',
  emptyHint: 'Adicione até {max} jogos ao vivo com o botão de multivisualização de qualquer jogo ao vivo.',
  goLive: 'Ver jogos ao vivo',
  featuredEmpty: 'Neste momento não há jogos ao vivo em destaque.',
  error: 'Os dados ao vivo não estão acessíveis neste momento. A tentar novamente…',
  count: '{count} de {max} jogos',
  tabs: 'Jogos na multivisualização',
  allMarkets: 'Todos os mercados',
  ended: 'Este jogo terminou.',
} satisfies NamespaceMultiviewTranslation;

export default pt_PT_multiview;
