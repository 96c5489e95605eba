import { useMemo } from 'react';
import { encodeQr } from './qr/encode';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "Ticket QR code". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

const QUIET = 4;

/** Dark modules as one path, a rectangle per horizontal run. */
function pathOf(modules: readonly boolean[], size: number): string {
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!modules[y * size + x]) continue;
      let run = 1;
      while (x + run < size && modules[y * size + x + run]) run++;
      d += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return d;
}

/** A QR code drawn as SVG (level M, with its quiet zone), always dark on white so scanners read it. */
export function QrCode({ value, label, size = 192 }: QrCodeProps) {
  const { d, extent } = useMemo(() => {
    const qr = encodeQr(value);
    return { d: pathOf(qr.modules, qr.size), extent: qr.size + QUIET * 2 };
  }, [value]);
  return (
    <svg
      className="qr-code"
      part="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
