import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A generated poster: a gradient from the id's hash and a monogram; no script, no external reference. */
export function posterSvg(id: string): string {
  const hash = createHash('sha256').update(id).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const hue2 = (hue + 40 + (hash[1] ?? 0) / 4) % 360;
  const letters = escapeXml(
    id
      .replace(/[^a-z0-9]/gi, '')
      .slice(-2)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="180" viewBox="0 0 120 180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 55% 35%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 60% 18%)"/>
</linearGradient></defs>
<rect width="120" height="180" fill="url(#g)"/>
<circle cx="60" cy="80" r="34" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<text x="60" y="92" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>
</svg>`;
}
