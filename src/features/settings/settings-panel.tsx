/**
 * Odds format, view format and time zone (SPEC PRD-05, SCR-06). Native selects: keyboard, screen
 * reader and phone pickers work without extra code. A change applies at once (STA-43): the preview
 * and every price on the page re-render from the same store.
 */
import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { formatOdds, isOddsFormat, ODDS_FORMATS } from '../../../domain/odds-format.ts';
import type { OddsFormat } from '../../../domain/odds-format.ts';
import { formatDateTime, isTimeZoneSetting, isViewFormat, LOCAL_TIME_ZONE, TIME_ZONES, timeZoneOffsetLabel, VIEW_FORMATS } from '../../../domain/settings.ts';
import type { TimeZoneSetting, ViewFormat } from '../../../domain/settings.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { setOddsFormat, setTimeZone, setViewFormat, useSettings } from '../../store/settings.ts';
import { useNow } from '../../store/use-now.ts';

const ODDS_LABEL: Record<OddsFormat, (LL: TranslationFunctions) => string> = {
  decimal: (LL) => LL.settings.odds.decimal(),
  hongkong: (LL) => LL.settings.odds.hongkong(),
  indonesian: (LL) => LL.settings.odds.indonesian(),
  american: (LL) => LL.settings.odds.american(),
  fractional: (LL) => LL.settings.odds.fractional(),
  malay: (LL) => LL.settings.odds.malay(),
};

const VIEW_LABEL: Record<ViewFormat, (LL: TranslationFunctions) => string> = {
  european: (LL) => LL.settings.view.european(),
  asian: (LL) => LL.settings.view.asian(),
};

/** Prices shown in the preview: a favourite, evens and an outsider. */
const SAMPLE_PRICES = [1.5, 2, 3.25] as const;

export function SettingsPanel() {
  const { LL, locale } = useI18nContext();
  const settings = useSettings();
  const id = useId();
  const now = useNow();

  const zoneLabel = (zone: TimeZoneSetting) =>
    zone === LOCAL_TIME_ZONE ? `${LL.settings.localTime()} (${timeZoneOffsetLabel(zone, now)})` : `${zone.replace(/_/g, ' ')} (${timeZoneOffsetLabel(zone, now)})`;

  return (
    <form className="settings" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h3 id={`${id}-title`} className="settings__title">
        {LL.settings.title()}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-odds`}>
          {LL.settings.oddsFormat()}
        </label>
        <select
          id={`${id}-odds`}
          className="field__control"
          name="oddsFormat"
          value={settings.oddsFormat}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => isOddsFormat(e.target.value) && setOddsFormat(e.target.value)}
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {ODDS_LABEL[format](LL)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-view`}>
          {LL.settings.viewFormat()}
        </label>
        <select
          id={`${id}-view`}
          className="field__control"
          name="viewFormat"
          value={settings.viewFormat}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => isViewFormat(e.target.value) && setViewFormat(e.target.value)}
        >
          {VIEW_FORMATS.map((format) => (
            <option key={format} value={format}>
              {VIEW_LABEL[format](LL)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-zone`}>
          {LL.settings.timeZone()}
        </label>
        <select
          id={`${id}-zone`}
          className="field__control"
          name="timeZone"
          value={settings.timeZone}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => isTimeZoneSetting(e.target.value) && setTimeZone(e.target.value)}
        >
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
      </div>
      <dl className="settings__preview">
        <dt>{LL.settings.previewOdds()}</dt>
        <dd data-settings-preview="odds">{SAMPLE_PRICES.map((price) => formatOdds(price, settings.oddsFormat)).join(' · ')}</dd>
        <dt>{LL.settings.previewTime()}</dt>
        <dd data-settings-preview="time">{formatDateTime(now, locale, settings.timeZone)}</dd>
      </dl>
    </form>
  );
}
