import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const es_ES_multiview = {
  title: 'Multivista',
  featuredTitle: 'Destacados en vivo',
  intro: 'Hasta {max} partidos en vivo uno al lado del otro',
  featuredIntro: 'Los mejores partidos en vivo ahora mismo',
  loading: 'Cargando partidos…',
  emptyTitle: 'Aún no hay partidos en tu multivista',
  emptyHint: 'Añade hasta {max} partidos en vivo con el botón de multivista de cualquier partido en vivo.',
  goLive: 'Ver partidos en vivo',
  featuredEmpty: 'Ahora no hay partidos en vivo destacados.',
  error: 'No se puede acceder a los datos en vivo ahora mismo. Reintentando…',
  count: '{count} de {max} partidos',
  tabs: 'Partidos en la multivista',
  allMarkets: 'Todos los mercados',
  ended: 'Este partido ha terminado.',
} satisfies NamespaceMultiviewTranslation;

export default es_ES_multiview;
