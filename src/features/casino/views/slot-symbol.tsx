/**
 * A slot symbol drawn as a small SVG shape in its colour (slot-board.ts says which shape), so the
 * reels need no images and no emoji font. Each shape is a few primitives in a 40 × 40 box.
 */
import type { ReactNode } from 'react';
import { symbolLook, type SymbolShape } from '../slot-board.ts';

const INK = 'rgb(0 0 0 / 35%)';
const SHINE = 'rgb(255 255 255 / 55%)';

function gem(points: string): ReactNode {
  return (
    <>
      <polygon points={points} fill="currentColor" stroke={INK} strokeWidth="1.2" />
      <polygon points={points} fill="none" stroke={SHINE} strokeWidth="0.8" transform="translate(20 20) scale(0.55) translate(-20 -20)" />
    </>
  );
}

function shapeOf(shape: SymbolShape, letter: string | undefined): ReactNode {
  switch (shape) {
    case 'cherries':
      return (
        <>
          <path d="M14 24 Q17 12 28 6 M27 23 Q25 14 28 6" fill="none" stroke="#51cf66" strokeWidth="2" strokeLinecap="round" />
          <circle cx="13" cy="28" r="7" fill="currentColor" stroke={INK} />
          <circle cx="27" cy="27" r="7" fill="currentColor" stroke={INK} />
          <circle cx="10.5" cy="25.5" r="1.8" fill={SHINE} />
        </>
      );
    case 'lemon':
      return (
        <>
          <ellipse cx="20" cy="21" rx="14" ry="10" fill="currentColor" stroke={INK} />
          <path d="M5 21 l-2 0 M35 21 l2 0" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <ellipse cx="15" cy="17" rx="4" ry="2" fill={SHINE} />
        </>
      );
    case 'orange':
      return (
        <>
          <circle cx="20" cy="22" r="13" fill="currentColor" stroke={INK} />
          <path d="M20 9 q5 -5 10 -2 q-4 4 -10 2" fill="#51cf66" />
          <circle cx="15" cy="17" r="2.5" fill={SHINE} />
        </>
      );
    case 'plum':
      return (
        <>
          <ellipse cx="20" cy="22" rx="11" ry="13" fill="currentColor" stroke={INK} />
          <path d="M20 10 q0 6 0 24" stroke={INK} fill="none" />
          <path d="M20 9 q4 -6 9 -4 q-3 5 -9 4" fill="#51cf66" />
        </>
      );
    case 'grapes':
      return (
        <>
          {[
            [13, 14],
            [20, 14],
            [27, 14],
            [16.5, 21],
            [23.5, 21],
            [20, 28],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="currentColor" stroke={INK} />
          ))}
          <path d="M20 9 l3 -5" stroke="#51cf66" strokeWidth="2" strokeLinecap="round" />
        </>
      );
    case 'melon':
      return (
        <>
          <path d="M4 15 A16 16 0 0 0 36 15 Z" fill="currentColor" stroke={INK} />
          <path d="M8 15 A12 12 0 0 0 32 15 Z" fill="#ff6b6b" />
          {[14, 20, 26].map((x) => (
            <circle key={x} cx={x} cy={x === 20 ? 21 : 19} r="1.2" fill="#212529" />
          ))}
        </>
      );
    case 'bell':
      return (
        <>
          <path d="M20 6 C11 6 11 16 10 24 L7 29 H33 L30 24 C29 16 29 6 20 6 Z" fill="currentColor" stroke={INK} />
          <circle cx="20" cy="32" r="3.5" fill="currentColor" stroke={INK} />
          <path d="M15 12 Q14 18 14 23" stroke={SHINE} strokeWidth="2" fill="none" strokeLinecap="round" />
        </>
      );
    case 'seven':
      return (
        <text x="20" y="32" textAnchor="middle" fontSize="32" fontWeight="900" fill="currentColor" stroke={INK} strokeWidth="1" fontFamily="Georgia, serif">
          7
        </text>
      );
    case 'rainbow':
      return (
        <>
          {['#ff6b6b', '#ffd43b', '#51cf66', '#4dabf7'].map((colour, i) => (
            <path key={colour} d={`M${5 + i * 3} 27 A${15 - i * 3} ${15 - i * 3} 0 0 1 ${35 - i * 3} 27`} fill="none" stroke={colour} strokeWidth="3" />
          ))}
          <text x="20" y="37" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff">
            WILD
          </text>
        </>
      );
    case 'star':
      return <polygon points="20,3 24.7,14.5 37,15.3 27.5,23.2 30.6,35.3 20,28.6 9.4,35.3 12.5,23.2 3,15.3 15.3,14.5" fill="currentColor" stroke={INK} strokeWidth="1.2" />;
    case 'oval-gem':
      return (
        <>
          <ellipse cx="20" cy="20" rx="12" ry="15" fill="currentColor" stroke={INK} />
          <ellipse cx="20" cy="20" rx="6" ry="8" fill="none" stroke={SHINE} />
        </>
      );
    case 'hex-gem':
      return gem('20,4 34,12 34,28 20,36 6,28 6,12');
    case 'round-gem':
      return (
        <>
          <circle cx="20" cy="20" r="14" fill="currentColor" stroke={INK} />
          <circle cx="16" cy="16" r="5" fill="#ffc9de" opacity="0.7" />
          <circle cx="24" cy="24" r="4" fill="#a5d8ff" opacity="0.7" />
        </>
      );
    case 'step-gem':
      return gem('12,5 28,5 35,12 35,28 28,35 12,35 5,28 5,12');
    case 'rhomb-gem':
      return gem('20,3 35,20 20,37 5,20');
    case 'brilliant':
      return (
        <>
          <polygon points="11,8 29,8 36,16 20,35 4,16" fill="currentColor" stroke={INK} strokeWidth="1.2" />
          <path d="M4 16 H36 M11 8 L15 16 L20 8 L25 16 L29 8 M15 16 L20 35 L25 16" fill="none" stroke={INK} strokeWidth="0.8" />
        </>
      );
    case 'crown':
      return (
        <>
          <polygon points="5,30 7,12 14,21 20,8 26,21 33,12 35,30" fill="currentColor" stroke={INK} strokeWidth="1.2" />
          <rect x="5" y="30" width="30" height="5" rx="1" fill="currentColor" stroke={INK} />
          <circle cx="20" cy="24" r="2.5" fill="#fa5252" />
        </>
      );
    case 'geode':
      return (
        <>
          <circle cx="20" cy="20" r="15" fill="#868e96" stroke={INK} />
          <polygon points="20,9 24,15 31,16 26,21 28,29 20,25 12,29 14,21 9,16 16,15" fill="currentColor" />
        </>
      );
    case 'letter':
      return (
        <text x="20" y="30" textAnchor="middle" fontSize={letter && letter.length > 1 ? 22 : 28} fontWeight="800" fill="currentColor" stroke={INK} strokeWidth="0.8" fontFamily="Georgia, serif">
          {letter}
        </text>
      );
    case 'scarab':
      return (
        <>
          <path d="M9 14 L4 10 M9 22 L3 22 M9 29 L4 33 M31 14 L36 10 M31 22 L37 22 M31 29 L36 33" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <ellipse cx="20" cy="23" rx="11" ry="12" fill="currentColor" stroke={INK} />
          <circle cx="20" cy="9" r="5" fill="currentColor" stroke={INK} />
          <path d="M20 12 V35" stroke={INK} />
        </>
      );
    case 'ankh':
      return <path d="M20 19 C13 15 14 4 20 4 C26 4 27 15 20 19 Z M9 19 H31 V23 H22 V37 H18 V23 H9 Z" fill="currentColor" stroke={INK} fillRule="evenodd" />;
    case 'eye':
      return (
        <>
          <path d="M4 18 Q20 4 36 18 Q20 30 4 18 Z" fill="#f8f9fa" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="20" cy="18" r="5" fill="currentColor" />
          <path d="M16 24 L13 34 M22 25 Q26 33 31 30" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </>
      );
    case 'queen-head':
      return (
        <>
          <path d="M8 34 V18 Q8 5 20 5 Q32 5 32 18 V34 Z" fill="#212529" stroke="currentColor" strokeWidth="2" />
          <ellipse cx="20" cy="21" rx="7" ry="9" fill="#e9b87a" />
          <path d="M12 10 H28" stroke="currentColor" strokeWidth="3" />
          <circle cx="20" cy="8" r="2.5" fill="#fcc419" />
        </>
      );
    case 'mask':
      return (
        <>
          <path d="M20 4 L33 10 L36 34 H4 L7 10 Z" fill="currentColor" stroke={INK} />
          <path d="M7 16 H33 M6 22 H34 M5 28 H35" stroke="#1c7ed6" strokeWidth="2" />
          <ellipse cx="20" cy="21" rx="7" ry="9" fill="#c98a3b" />
          <text x="20" y="39" textAnchor="middle" fontSize="7" fontWeight="800" fill="#fff">
            WILD
          </text>
        </>
      );
    case 'coffin':
      return (
        <>
          <path d="M20 3 Q30 3 30 12 L28 37 H12 L10 12 Q10 3 20 3 Z" fill="currentColor" stroke={INK} />
          <ellipse cx="20" cy="12" rx="5" ry="6" fill="#c98a3b" />
          <path d="M12 22 H28 M12.5 28 H27.5" stroke="#1c7ed6" strokeWidth="2" />
        </>
      );
  }
}

/** A symbol; without a label it is decoration (its name is written beside it). */
export function SlotSymbol({ id, label }: { readonly id: string; readonly label?: string }) {
  const look = symbolLook(id);
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="slot-symbol" viewBox="0 0 40 40" {...named} style={{ color: look.colour }} data-symbol={id}>
      {shapeOf(look.shape, look.letter)}
      {look.badge && (
        <text x="20" y="38" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff" stroke="rgb(0 0 0 / 60%)" strokeWidth="0.6" paintOrder="stroke">
          {look.badge}
        </text>
      )}
    </svg>
  );
}
