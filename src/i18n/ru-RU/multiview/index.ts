import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const ru_RU_multiview = {
  title: 'Мультипросмотр',
  featuredTitle: 'Избранное в лайве',
  intro: 'До {max} матчей в лайве рядом друг с другом',
  featuredIntro: 'Главные матчи в лайве прямо сейчас',
  loading: 'Загрузка матчей…',
  emptyTitle: 'В мультипросмотре пока нет матчей',
  emptyHint: 'Добавьте до {max} матчей кнопкой мультипросмотра у любого матча в лайве.',
  goLive: 'Смотреть матчи в лайве',
  featuredEmpty: 'Сейчас нет избранных матчей в лайве.',
  error: 'Данные лайва сейчас недоступны. Повторная попытка…',
  count: '{count} из {max} матчей',
  tabs: 'Матчи в мультипросмотре',
  allMarkets: 'Все рынки',
  ended: 'Этот матч завершён.',
} satisfies NamespaceMultiviewTranslation;

export default ru_RU_multiview;
