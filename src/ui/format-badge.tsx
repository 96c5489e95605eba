import type { ReactNode } from 'react';

/** A format code of spec section 3 (the mobile API's names). */
export type FormatCode =
  | 'screenx'
  | 'imax'
  | '4dx'
  | 'dolby'
  | '4dx-screenx'
  | 'kids'
  | 'mome'
  | 'vip'
  | 'first'
  | 'onyx'
  | 'cocoon'
  | 'tediber'
  | 'lounge'
  | 'lounge-simplified';

/** The names the chain uses; they are brands, the same in every language. */
export const FORMAT_LABELS: Record<FormatCode, string> = {
  screenx: 'ScreenX',
  imax: 'IMAX',
  '4dx': '4DX',
  dolby: 'Dolby Cinema',
  '4dx-screenx': '4DX Screen',
  kids: 'Kids',
  mome: 'MoMe',
  vip: 'VIP',
  first: 'First',
  onyx: 'Onyx',
  cocoon: 'Cocoon',
  tediber: 'Tediber',
  lounge: 'Lounge',
  'lounge-simplified': 'Lounge',
};

type Icon = { width: number; height: number; draw: ReactNode };

const word = (text: string, width: number) => (
  <>
    <rect x="0.5" y="0.5" width={width - 1} height="17" rx="3" className="format-badge__frame" />
    <text x={width / 2} y="13" textAnchor="middle" className="format-badge__word">
      {text}
    </text>
  </>
);

// Bundled at build time (design.md section 6: no fetched SVG); a format without one shows its name.
const ICONS: Partial<Record<FormatCode, Icon>> = {
  imax: { width: 44, height: 18, draw: word('IMAX', 44) },
  '4dx': { width: 36, height: 18, draw: word('4DX', 36) },
  screenx: {
    width: 72,
    height: 18,
    draw: (
      <>
        <path d="M1 3 L8 6 V12 L1 15 Z M71 3 L64 6 V12 L71 15 Z" className="format-badge__shape" />
        <text x="36" y="13" textAnchor="middle" className="format-badge__word">
          SCREENX
        </text>
      </>
    ),
  },
  dolby: {
    width: 40,
    height: 18,
    draw: (
      <>
        <path
          d="M2 2 H10 A7 7 0 0 1 10 16 H2 Z M38 2 H30 A7 7 0 0 0 30 16 H38 Z"
          className="format-badge__shape"
        />
        <text x="20" y="13" textAnchor="middle" className="format-badge__word format-badge__word--small">
          DC
        </text>
      </>
    ),
  },
  '4dx-screenx': { width: 64, height: 18, draw: word('4DX·SX', 64) },
  kids: {
    width: 20,
    height: 18,
    draw: (
      <path
        d="M10 2 L12.5 7 L18 7.5 L14 11.5 L15 17 L10 14.2 L5 17 L6 11.5 L2 7.5 L7.5 7 Z"
        className="format-badge__shape"
      />
    ),
  },
  vip: { width: 34, height: 18, draw: word('VIP', 34) },
  first: { width: 40, height: 18, draw: word('1st', 40) },
  onyx: {
    width: 18,
    height: 18,
    draw: <rect x="2" y="2" width="14" height="14" rx="2" className="format-badge__shape" />,
  },
  lounge: {
    width: 24,
    height: 18,
    draw: <path d="M3 9 V15 H21 V9 H18 V12 H6 V9 Z M6 4 H18 V11 H6 Z" className="format-badge__shape" />,
  },
};

/** One format of a show: its icon with the name as its accessible name, or the name as text. */
export function FormatBadge({ format }: { format: FormatCode }) {
  const label = FORMAT_LABELS[format];
  const icon = ICONS[format];
  if (!icon) {
    return (
      <span className={`format-badge format-badge--text format-badge--${format}`} part="format-badge">
        {label}
      </span>
    );
  }
  return (
    <span
      className={`format-badge format-badge--${format}`}
      part="format-badge"
      role="img"
      aria-label={label}
      title={label}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={icon.width}
        height={icon.height}
        viewBox={`0 0 ${icon.width} ${icon.height}`}
      >
        {icon.draw}
      </svg>
    </span>
  );
}

/** The badges of a show, in the API's order, as a list. */
export function FormatBadges({ formats, label }: { formats: readonly FormatCode[]; label: string }) {
  if (formats.length === 0) return null;
  return (
    <ul className="format-badges" aria-label={label}>
      {formats.map((format) => (
        <li key={format}>
          <FormatBadge format={format} />
        </li>
      ))}
    </ul>
  );
}
