import { toSvgPath } from 'lean-qr/extras/svg';
import { correction, generate } from 'lean-qr/nano';
import { useT } from '../i18n/use-t';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "Ticket QR code". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Whether a code that cannot be drawn is written out instead (false where the screen already shows it). */
  showValue?: boolean;
}

const QUIET = 4;
// Each code is drawn once per page, not once per mount: switching ticket tabs remounted every card's
// code and encoded it again (most of a tab switch at CPU x4). A member has tens of codes, not thousands.
const drawings = new Map<string, { d: string; extent: number } | undefined>();

function draw(value: string) {
  if (!drawings.has(value)) {
    // The contract lets any string through; past a QR code's capacity lean-qr throws.
    try {
      const qr = generate(value, { minCorrectionLevel: correction.M });
      drawings.set(value, { d: toSvgPath(qr), extent: qr.size + QUIET * 2 });
    } catch {
      drawings.set(value, undefined);
    }
  }
  return drawings.get(value);
}

/**
 * A QR code drawn as SVG (level M or better, UTF-8 bytes, with its quiet zone), always dark on
 * white so scanners read it. lean-qr's nano build encodes; its SVG extra outlines the dark modules
 * as one path. Attributes only, no inline style: the elements run under a strict CSP.
 */
export function QrCode({ value, label, size = 192, showValue = true }: QrCodeProps) {
  const { t } = useT();
  const drawn = draw(value);
  // Its words are in the `member` namespace, which every element showing a QR code loads.
  if (!drawn) {
    return (
      <div className="qr-code qr-code--unavailable" part="qr-code">
        <p>{t('Qr.Unavailable')}</p>
        {showValue && <p className="qr-code__value">{value}</p>}
      </div>
    );
  }
  const { d, extent } = drawn;
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
      <path d={d} transform={`translate(${QUIET} ${QUIET})`} fill="#000" />
    </svg>
  );
}
