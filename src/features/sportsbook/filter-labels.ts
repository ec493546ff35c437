/** What the pre-match list's dropdowns say (SPEC SCR-03, SCR-05, SCR-06). */
import type { ListColumn } from '../../../domain/list-columns.ts';
import type { TimeWindow } from '../../../domain/time-window.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

type Label = (LL: TranslationFunctions) => string;

export const WINDOW_LABEL: Readonly<Record<TimeWindow, Label>> = {
  all: (LL) => LL.sportsbook.window.all(),
  '24hours': (LL) => LL.sportsbook.window.h24(),
  '12hours': (LL) => LL.sportsbook.window.h12(),
  '6hours': (LL) => LL.sportsbook.window.h6(),
  '3hours': (LL) => LL.sportsbook.window.h3(),
  today: (LL) => LL.sportsbook.window.today(),
};

/** The lines dropdown (SCR-06): which column a phone-wide list shows. */
export const LINE_LABEL: Readonly<Record<ListColumn, Label>> = {
  moneyLine: (LL) => LL.sportsbook.lines.moneyLine(),
  handicap: (LL) => LL.sportsbook.lines.handicap(),
  total: (LL) => LL.sportsbook.lines.total(),
  firstPeriod: (LL) => LL.sportsbook.lines.firstPeriod(),
  homeTotal: (LL) => LL.sportsbook.lines.homeTotal(),
  awayTotal: (LL) => LL.sportsbook.lines.awayTotal(),
};

/** The phone view (SCR-03): every row under its tournament, or tournaments to open one at a time. */
export const LIST_VIEWS = ['table', 'categories'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export const VIEW_LABEL: Readonly<Record<ListView, Label>> = {
  table: (LL) => LL.sportsbook.view.table(),
  categories: (LL) => LL.sportsbook.view.categories(),
};
