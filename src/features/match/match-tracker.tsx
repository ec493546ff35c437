/**
 * The match tracker (SPEC ENM-16, CON-38; issue #15): a house-drawn field — a pitch, a court, a
 * net court, or a plain board for sports with no field — with the ball where the house says it is,
 * the side that has it and which way it plays, the part of the field under attack or danger lit
 * up, and the phase and incident as words above it. About the PERFORM widget's 395×288 on a
 * desktop (CON-38), the column's full width on a phone. The ball glides between positions unless
 * the player asked for reduced motion. It draws what tracker-model.ts works out.
 */
import type { Play } from '../../../schemas/play.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { trackerState, type TrackerState } from './tracker-model.ts';

/** The drawing's own units: the field is 380 × 220 inside a 10-unit margin. */
const W = 400;
const H = 240;
const M = 10;
const FW = W - 2 * M;
const FH = H - 2 * M;
const x = (percent: number) => M + (percent / 100) * FW;

type Props = { readonly sportAlias: string; readonly play: Play; readonly home: string; readonly away: string; readonly final: boolean };

export function MatchTracker({ sportAlias, play, home, away, final }: Props) {
  const { LL } = useI18nContext();
  const state = trackerState(sportAlias, play);
  const teamName = state.team === 'home' ? home : state.team === 'away' ? away : null;
  const serving = state.surface === 'net' && teamName !== null && (state.phase === 'safe' || state.phase === 'attack' || state.phase === 'danger');
  const phase = serving ? LL.tracker.serving() : LL.tracker.phase[state.phase]();
  const said = teamName ? LL.tracker.ballWith({ team: teamName, phase }) : phase;
  return (
    <figure
      className="tracker"
      data-surface={state.surface}
      data-phase={state.phase}
      data-tone={state.tone}
      data-team={state.team ?? undefined}
      data-zone={play.Zone ?? undefined}
      data-incident={state.incident ?? undefined}
      data-final={final || undefined}
    >
      <figcaption className="tracker__caption">
        <span className="tracker__phase">
          {state.team && <span className="tracker__side" data-side={state.team} aria-hidden="true" />}
          {teamName && <span className="tracker__team">{teamName}</span>}
          <span className="tracker__phase-label">{final ? LL.tracker.phase.ended() : phase}</span>
        </span>
        {state.incident && !final && <span className="tracker__incident">{LL.tracker.incident[state.incident]()}</span>}
      </figcaption>
      <svg className="tracker__field" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={final ? LL.tracker.phase.ended() : said} preserveAspectRatio="xMidYMid meet">
        <Surface state={state} />
        {state.highlight && <rect className="tracker__highlight" x={x(state.highlight.from)} y={M} width={(FW * (state.highlight.to - state.highlight.from)) / 100} height={FH} />}
        {state.surface === 'net' || state.surface === 'board' ? <Server state={state} /> : <Ball state={state} />}
      </svg>
    </figure>
  );
}

/** The ball, and a chevron before it the way the side with it plays. */
function Ball({ state }: { readonly state: TrackerState }) {
  if (state.ballAt === null) return null;
  const cx = x(state.ballAt);
  return (
    <g className="tracker__ball-group" style={{ transform: `translate(${cx}px, ${H / 2}px)` }} data-side={state.team ?? undefined}>
      {state.direction !== 0 && <path className="tracker__arrow" d={state.direction === 1 ? 'M 14 -10 L 26 0 L 14 10' : 'M -14 -10 L -26 0 L -14 10'} />}
      <circle className="tracker__ball" r={7} />
    </g>
  );
}

/** Who serves, on a net court (a ball at their baseline) or a board (their half lit). */
function Server({ state }: { readonly state: TrackerState }) {
  if (state.team === null) return null;
  if (state.surface === 'board') {
    return <rect className="tracker__on" data-side={state.team} x={state.team === 'home' ? M : W / 2} y={M} width={FW / 2} height={FH} />;
  }
  const cx = state.team === 'home' ? M + 18 : W - M - 18;
  const cy = state.team === 'home' ? H / 2 + 45 : H / 2 - 45;
  return (
    <g data-side={state.team}>
      <circle className="tracker__ball tracker__ball--serve" cx={cx} cy={cy} r={7} />
    </g>
  );
}

function Surface({ state }: { readonly state: TrackerState }) {
  switch (state.surface) {
    case 'pitch':
      return <Pitch />;
    case 'court':
      return <Court />;
    case 'net':
      return <NetCourt />;
    case 'board':
      return (
        <g className="tracker__lines">
          <rect className="tracker__ground tracker__ground--board" x={M} y={M} width={FW} height={FH} rx={8} />
          <line x1={W / 2} y1={M + 12} x2={W / 2} y2={H - M - 12} />
        </g>
      );
  }
}

/** A soccer pitch to scale (105 × 68 m): boxes, goal areas, spots, centre circle, goals. */
function Pitch() {
  const sx = FW / 105;
  const sy = FH / 68;
  const box = { d: 16.5 * sx, h: 40.3 * sy };
  const six = { d: 5.5 * sx, h: 18.3 * sy };
  const goal = 7.32 * sy;
  const cy = H / 2;
  const stripes = Array.from({ length: 10 }, (_, i) => i).filter((i) => i % 2 === 0);
  return (
    <g>
      <rect className="tracker__ground tracker__ground--pitch" x={0} y={0} width={W} height={H} rx={8} />
      {stripes.map((i) => (
        <rect key={i} className="tracker__stripe" x={M + (i * FW) / 10} y={M} width={FW / 10} height={FH} />
      ))}
      <g className="tracker__lines">
        <rect x={M} y={M} width={FW} height={FH} />
        <line x1={W / 2} y1={M} x2={W / 2} y2={H - M} />
        <circle cx={W / 2} cy={cy} r={9.15 * sx} />
        <rect x={M} y={cy - box.h / 2} width={box.d} height={box.h} />
        <rect x={W - M - box.d} y={cy - box.h / 2} width={box.d} height={box.h} />
        <rect x={M} y={cy - six.h / 2} width={six.d} height={six.h} />
        <rect x={W - M - six.d} y={cy - six.h / 2} width={six.d} height={six.h} />
        <rect className="tracker__goal" x={M - 6} y={cy - goal / 2} width={6} height={goal} />
        <rect className="tracker__goal" x={W - M} y={cy - goal / 2} width={6} height={goal} />
      </g>
      <g className="tracker__dots">
        <circle cx={W / 2} cy={cy} r={2} />
        <circle cx={M + 11 * sx} cy={cy} r={2} />
        <circle cx={W - M - 11 * sx} cy={cy} r={2} />
      </g>
    </g>
  );
}

/** A generic indoor court or rink: centre line and circle, a shaded area and a goal at each end. */
function Court() {
  const cy = H / 2;
  const r = FH * 0.3;
  return (
    <g>
      <rect className="tracker__ground tracker__ground--court" x={0} y={0} width={W} height={H} rx={8} />
      <g className="tracker__lines">
        <rect x={M} y={M} width={FW} height={FH} rx={6} />
        <line x1={W / 2} y1={M} x2={W / 2} y2={H - M} />
        <circle cx={W / 2} cy={cy} r={FH * 0.14} />
        <path d={`M ${M} ${cy - r} A ${r} ${r} 0 0 1 ${M} ${cy + r}`} />
        <path d={`M ${W - M} ${cy - r} A ${r} ${r} 0 0 0 ${W - M} ${cy + r}`} />
        <rect className="tracker__goal" x={M - 6} y={cy - 14} width={6} height={28} />
        <rect className="tracker__goal" x={W - M} y={cy - 14} width={6} height={28} />
      </g>
    </g>
  );
}

/** A tennis-style court seen from above: doubles alleys, service boxes, the net across the middle. */
function NetCourt() {
  const alley = FH * 0.12;
  const service = FW * 0.27;
  const cy = H / 2;
  return (
    <g>
      <rect className="tracker__ground tracker__ground--net" x={0} y={0} width={W} height={H} rx={8} />
      <g className="tracker__lines">
        <rect x={M} y={M} width={FW} height={FH} />
        <line x1={M} y1={M + alley} x2={W - M} y2={M + alley} />
        <line x1={M} y1={H - M - alley} x2={W - M} y2={H - M - alley} />
        <line x1={W / 2 - service} y1={M + alley} x2={W / 2 - service} y2={H - M - alley} />
        <line x1={W / 2 + service} y1={M + alley} x2={W / 2 + service} y2={H - M - alley} />
        <line x1={W / 2 - service} y1={cy} x2={W / 2 + service} y2={cy} />
      </g>
      <line className="tracker__net" x1={W / 2} y1={M - 4} x2={W / 2} y2={H - M + 4} />
    </g>
  );
}

/** The slot a video stream would take: there are no video rights, and it says so. */
export function StreamSlot() {
  const { LL } = useI18nContext();
  return (
    <div className="stream-slot" data-stream="unavailable">
      <svg className="stream-slot__icon" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="2" y="5" width="15" height="14" rx="2" />
        <path d="M17 10 L22 7 L22 17 L17 14 Z" />
        <line x1="3" y1="3" x2="21" y2="21" />
      </svg>
      <div>
        <p className="stream-slot__title">{LL.tracker.streamTitle()}</p>
        <p className="stream-slot__note">{LL.tracker.streamNote()}</p>
      </div>
    </div>
  );
}
