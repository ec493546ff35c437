/** Inline icons: a handful of paths is cheaper than an icon font and inherits `currentColor`. */
const PATHS = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  live: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  sport: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3.8 2.8-1.5 4.4H9.7L8.2 9.8zM12 3v4m3.8 2.8 4.9-1.3m-6.4 5.7 2.9 4.2m-7.5-4.2L6.8 18.4M8.2 9.8 3.3 8.5',
  esports: 'M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L15 15H9l-1.6 1.8A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4zm2 2.5v3m-1.5-1.5h3M15.5 11.5h.01M17.5 13.5h.01',
  casino: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 5h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  liveCasino: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 3v5m0 8v5M3 12h5m8 0h5',
  promotions: 'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v14M12 7c-1-3-5-4-5-1.5S10 7 12 7zm0 0c1-3 5-4 5-1.5S14 7 12 7z',
  support: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm4 5.5h.01m4-.01h.01m4 .01h.01',
  blog: 'M6 3h9l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2 8h8m-8 4h8m-8-8h4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  betslip: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zm4 5h6m-6 4h6m-6 4h3',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6 6 18',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  trophy: 'M7 4h10v4a5 5 0 0 1-10 0zm0 1H4v2a3 3 0 0 0 3 3m10-5h3v2a3 3 0 0 1-3 3m-5 3v4m-4 4h8m-6 0v-3h4v3',
  calendar: 'M4 6h16v14H4zm0 4h16M8 3v4m8-4v4',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  flame: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 1.5 1 2 2 3 3 0-2 0-4 0-6z',
  cards: 'M8 3h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM7 6l-3 1 3 13 8-2',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  rocket: 'M5 19l3-1 8-8a6 6 0 0 0 3-6 6 6 0 0 0-6 3l-8 8zm9-9h.01M8 13l3 3',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  trend: 'M3 17l6-6 4 4 8-8m-5 0h5v5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4',
  settings: 'M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
