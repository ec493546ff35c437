/**
 * The running match clock (SPEC STA-47..49), ticking locally from the house's last reading. The
 * text is written straight into the element on the shared tick, so hundreds of clocks cost no React
 * render a second; React renders the element only when the house's reading changes.
 */
import './match-clock.css';
import { useLayoutEffect, useRef } from 'react';
import { clockLabel, type ClockState } from '../../domain/clock.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { onTick } from '../store/use-now.ts';

export function MatchClock({ clock, sportAlias }: { readonly clock: ClockState; readonly sportAlias: string }) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLTimeElement>(null);
  const minute = LL.live.min();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (now: number) => {
      const label = clockLabel(clock, sportAlias, now, minute) ?? '';
      if (element.textContent !== label) element.textContent = label;
      element.hidden = label === '';
    };
    show(Date.now());
    return clock.running ? onTick(show) : undefined;
  }, [clock, sportAlias, minute]);

  return <time ref={ref} className="match-clock" data-running={clock.running} />;
}
