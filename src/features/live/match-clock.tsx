/** The running match clock (SPEC STA-47..49), ticking locally from the house's last reading. */
import { clockLabel, type ClockState } from '../../domain/clock.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useNow } from '../../store/use-now.ts';

export function MatchClock({ clock, sportAlias }: { readonly clock: ClockState; readonly sportAlias: string }) {
  const { LL } = useI18nContext();
  const now = useNow();
  const label = clockLabel(clock, sportAlias, now, LL.live.min());
  if (label === null) return null;
  return (
    <time className="match-clock" data-running={clock.running}>
      {label}
    </time>
  );
}
