import type { NamespaceMultiviewTranslation } from '../../i18n-types.ts';

const de_DE_multiview = {
  title: 'Mehrfachansicht',
  featuredTitle: 'Live-Highlights',
  intro: 'Bis zu {max} Live-Spiele nebeneinander',
  featuredIntro: 'Die wichtigsten Live-Spiele im Moment',
  loading: 'Spiele werden geladen…',
  emptyTitle: 'Noch keine Spiele in deiner Mehrfachansicht',
  emptyHint: 'Füge mit der Mehrfachansicht-Schaltfläche bei jedem Live-Spiel bis zu {max} Spiele hinzu.',
  goLive: 'Live-Spiele ansehen',
  featuredEmpty: 'Gerade gibt es keine Live-Spiele zum Hervorheben.',
  error: 'Die Live-Daten sind gerade nicht erreichbar. Neuer Versuch…',
  count: '{count} von {max} Spielen',
  tabs: 'Spiele in der Mehrfachansicht',
  allMarkets: 'Alle Märkte',
  ended: 'Dieses Spiel ist beendet.',
} satisfies NamespaceMultiviewTranslation;

export default de_DE_multiview;
