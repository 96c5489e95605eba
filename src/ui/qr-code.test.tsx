import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const SCALE = 4;

type Point = readonly [number, number];
type Edge = { x0: number; y0: number; x1: number; y1: number };

/** The straight edges of a path (M/L/H/V/Z, absolute or relative; the only commands expected). */
function edgesOf(d: string, [tx, ty]: Point): Edge[] {
  const tokens = d.match(/[MLHVZmlhvz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const edges: Edge[] = [];
  let command = '';
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  const line = (to: Point) => {
    edges.push({ x0: at[0] + tx, y0: at[1] + ty, x1: to[0] + tx, y1: to[1] + ty });
    at = to;
  };
  for (let i = 0; i < tokens.length; ) {
    if (/[a-z]/i.test(tokens[i] as string)) command = tokens[i++] as string;
    const num = () => Number(tokens[i++]);
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M': {
        const x = num();
        const y = num();
        at = rel ? [at[0] + x, at[1] + y] : [x, y];
        start = at;
        command = rel ? 'l' : 'L'; // Further pairs after a moveto are linetos.
        break;
      }
      case 'L': {
        const x = num();
        const y = num();
        line(rel ? [at[0] + x, at[1] + y] : [x, y]);
        break;
      }
      case 'H': {
        const x = num();
        line([rel ? at[0] + x : x, at[1]]);
        break;
      }
      case 'V': {
        const y = num();
        line([at[0], rel ? at[1] + y : y]);
        break;
      }
      case 'Z':
        line(start);
        command = '';
        break;
      default:
        throw new Error(`unexpected path command ${command} in ${d}`);
    }
  }
  return edges;
}

/** Point inside the edges under SVG's default nonzero fill rule. */
function inside(edges: readonly Edge[], x: number, y: number): boolean {
  let winding = 0;
  for (const { x0, y0, x1, y1 } of edges) {
    if (y0 <= y && y1 > y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) > 0) winding++;
    else if (y1 <= y && y0 > y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) < 0) winding--;
  }
  return winding !== 0;
}

const translateOf = (element: Element): Point => {
  const transform = element.getAttribute('transform');
  if (transform === null) return [0, 0];
  const match = /^translate\((-?[\d.]+)[ ,]+(-?[\d.]+)\)$/.exec(transform);
  if (!match) throw new Error(`unexpected transform ${transform}`);
  return [Number(match[1]), Number(match[2])];
};

const GREY: Record<string, number> = {
  '#fff': 255,
  '#ffffff': 255,
  white: 255,
  '#000': 0,
  '#000000': 0,
  black: 0,
};

/**
 * Rasterises the rendered SVG at SCALE pixels per viewBox unit, sampling pixel centres: each rect
 * and path paints its fill in document order; every pixel must be painted (no transparent gaps).
 */
function rasterise(svg: SVGElement) {
  const [minX, minY, width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  if (minX === undefined || minY === undefined || !width || !height) throw new Error('no viewBox');
  const w = width * SCALE;
  const h = height * SCALE;
  const grey = new Int16Array(w * h).fill(-1);
  for (const element of svg.children) {
    const fill = GREY[element.getAttribute('fill') ?? ''];
    if (fill === undefined) throw new Error(`unexpected fill on <${element.tagName}>`);
    let edges: Edge[];
    if (element.tagName === 'rect') {
      const [tx, ty] = translateOf(element);
      const x = Number(element.getAttribute('x') ?? 0) + tx;
      const y = Number(element.getAttribute('y') ?? 0) + ty;
      const rw = Number(element.getAttribute('width'));
      const rh = Number(element.getAttribute('height'));
      edges = edgesOf(`M${x} ${y}h${rw}v${rh}h${-rw}z`, [0, 0]);
    } else if (element.tagName === 'path') {
      edges = edgesOf(element.getAttribute('d') ?? '', translateOf(element));
    } else {
      throw new Error(`unexpected <${element.tagName}>`);
    }
    for (let py = 0; py < h; py++) {
      const y = minY + (py + 0.5) / SCALE;
      const row = edges.filter((e) => Math.min(e.y0, e.y1) <= y && Math.max(e.y0, e.y1) > y);
      for (let px = 0; px < w; px++) {
        if (inside(row, minX + (px + 0.5) / SCALE, y)) grey[py * w + px] = fill;
      }
    }
  }
  const data = new Uint8ClampedArray(w * h * 4);
  grey.forEach((value, i) => {
    if (value < 0) throw new Error(`pixel ${i % w},${Math.floor(i / w)} left unpainted`);
    data.set([value, value, value, 255], i * 4);
  });
  return { data, width: w, height: h, minX, minY, at: (x: number, y: number) => grey[y * w + x] };
}

function renderQr(value: string, label = 'Ticket QR code') {
  render(<QrCode value={value} label={label} size={160} />);
  return screen.getByRole('img', { name: label }) as unknown as SVGElement;
}

const SHORT = 'CINE-ORDER-123456';
const LONG = `https://account.example.ch/fr/member/card?code=CINE-CH-000123&session=${'a1b2c3d4e5'.repeat(12)}&lang=fr`;
const ACCENTS = 'Crème brûlée für Zürich: é, ü, ß, — ✓';

describe('QrCode', () => {
  it('is an image named by its label, sized by its prop, with a 4-module quiet zone', () => {
    const svg = renderQr(SHORT);
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('width')).toBe('160');
    expect(svg.getAttribute('height')).toBe('160');
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges');
    const { size } = generate(SHORT, { minCorrectionLevel: correction.M });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`);
    const image = rasterise(svg);
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const quiet = Math.min(x, y, image.width - 1 - x, image.height - 1 - y) < 4 * SCALE;
        if (quiet) expect(image.at(x, y)).toBe(255);
      }
  });

  it('draws exactly the modules lean-qr encodes, one path over one white rect', () => {
    const svg = renderQr(SHORT);
    expect([...svg.children].map((child) => child.tagName)).toEqual(['rect', 'path']);
    const image = rasterise(svg);
    const qr = generate(SHORT, { minCorrectionLevel: correction.M });
    for (let y = 0; y < qr.size; y++)
      for (let x = 0; x < qr.size; x++) {
        const px = (x + 4) * SCALE;
        const py = (y + 4) * SCALE;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            expect(image.at(px + dx, py + dy)).toBe(qr.get(x, y) ? 0 : 255);
          }
      }
  });

  it('uses no inline style, no style element and no markup injection (strict CSP)', () => {
    const { container } = render(<QrCode value={ACCENTS} label="Member card" />);
    expect(container.querySelector('style, [style], script, foreignObject')).toBeNull();
    for (const element of container.querySelectorAll('*'))
      for (const attribute of element.attributes)
        expect([
          'class',
          'part',
          'role',
          'aria-label',
          'width',
          'height',
          'viewBox',
          'shape-rendering',
          'fill',
          'd',
          'transform',
        ]).toContain(attribute.name);
  });

  it.each([
    ['a short ASCII value', SHORT],
    ['a long URL-like value', LONG],
    ['a value with non-ASCII characters (UTF-8 bytes)', ACCENTS],
  ])('scans back to %s', (_, value) => {
    const image = rasterise(renderQr(value));
    const decoded = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
    expect(decoded?.data).toBe(value);
  });

  it('re-encodes when the value changes', () => {
    const { rerender } = render(<QrCode value={SHORT} label="Ticket QR code" />);
    const before = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="CINE-ORDER-654321" label="Ticket QR code" />);
    const image = rasterise(screen.getByRole('img') as unknown as SVGElement);
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(before);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe('CINE-ORDER-654321');
  });
});
