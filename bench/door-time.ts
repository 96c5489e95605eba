// Where the time to a door QR goes: pure reading of what door-probe.js and
// probe-script.js saw in the page, so it is unit-tested without a browser.
import type { Phases } from './phases';
import { median } from './stats';

/** What `window.__cineDoor.read()` returns; times in ms from the document's timeOrigin. */
export interface DoorRead {
  timeOrigin: number;
  qrAt?: number;
  pressedAt?: number;
  controlled: boolean;
  idb: { kind: string; start: number; end?: number }[];
  frames: {
    start: number;
    duration: number;
    blocking: number;
    scripts: { source: string; invoker: string; duration: number; layout: number }[];
  }[];
  marks: { name: string; start: number; duration: number }[];
}

/** One visit's breakdown up to the QR painted, ms from navigation start. */
export interface DoorTime {
  html?: number;
  paint?: number;
  runtime?: number;
  islands?: number;
  hydrated?: number;
  /** IndexedDB requests started before the QR: first start, last end, and how many. */
  idbStart?: number;
  idbEnd?: number;
  idbRequests: number;
  /** Script run in Long Animation Frames that started before the QR, and the files it ran in. */
  scriptMs: number;
  /** Style and layout forced by that script, and the frames' rendering beyond their script. */
  layoutMs: number;
  renderMs: number;
  topScripts: { file: string; ms: number }[];
  /** The data calls that started before the QR (`/api/fr/settings 2629→3212`), files left out. */
  calls: string[];
  qr?: number;
}

/** A request the page made: its path and its start and end, ms from the document's timeOrigin. */
export interface Requested {
  path: string;
  start: number;
  end: number;
}

const span = (e: { start: number; end: number }) => `${Math.round(e.start)}→${Math.round(e.end)}`;
// A file (script, style, text, image) has an extension; a data call (`/api/fr/accounts/me`) has none.
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** The data calls started before `until`, in the order they started: what a QR waited on. */
export function dataCalls(requests: Requested[], until: number): string[] {
  return requests
    .filter((r) => r.start < until && !isFile(r.path))
    .sort((a, b) => a.start - b.start)
    .map((r) => `${r.path} ${span(r)}`);
}

/** `https://ch.localhost:1234/assets/tickets-AbC12.js?x` -> `tickets-AbC12.js`; "" stays "(page)". */
export const fileOf = (url: string) => (url ? (url.split(/[?#]/)[0]?.split('/').pop() ?? url) : '(page)');

/** The breakdown of one visit from the door probe, the phases of the load probe and the page's requests. */
export function doorTime(door: DoorRead, phases: Phases, requests: Requested[] = []): DoorTime {
  const until = door.qrAt ?? Number.POSITIVE_INFINITY;
  const idb = door.idb.filter((request) => request.start < until);
  const frames = door.frames.filter((frame) => frame.start < until);
  const byFile = new Map<string, number>();
  let scriptMs = 0;
  let layoutMs = 0;
  let renderMs = 0;
  for (const frame of frames) {
    const script = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
    scriptMs += script;
    layoutMs += frame.scripts.reduce((sum, s) => sum + (s.layout ?? 0), 0);
    renderMs += Math.max(0, frame.duration - script);
    for (const s of frame.scripts)
      byFile.set(fileOf(s.source), (byFile.get(fileOf(s.source)) ?? 0) + s.duration);
  }
  const ends = idb.map((request) => request.end).filter((end): end is number => end !== undefined);
  return {
    html: phases.html,
    paint: phases.paint,
    runtime: phases.runtime,
    islands: phases.islands,
    hydrated: phases.hydrated,
    idbStart: idb.length ? Math.min(...idb.map((request) => request.start)) : undefined,
    idbEnd: ends.length ? Math.max(...ends) : undefined,
    idbRequests: idb.length,
    scriptMs,
    layoutMs,
    renderMs,
    topScripts: [...byFile]
      .map(([file, ms]) => ({ file, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3),
    calls: dataCalls(requests, until),
    qr: door.qrAt,
  };
}

const NUMBERS = [
  'html',
  'paint',
  'runtime',
  'islands',
  'hydrated',
  'idbStart',
  'idbEnd',
  'scriptMs',
  'layoutMs',
  'renderMs',
  'qr',
] as const;

/** Median of each figure over the visits that had it; the top scripts of the median-QR visit. */
export function medianDoorTime(samples: DoorTime[]): DoorTime | undefined {
  if (!samples.length) return undefined;
  const result: DoorTime = {
    idbRequests: 0,
    scriptMs: 0,
    layoutMs: 0,
    renderMs: 0,
    topScripts: [],
    calls: [],
  };
  for (const key of NUMBERS) {
    const value = median(samples.map((s) => s[key]).filter((v): v is number => v !== undefined));
    if (value !== undefined) result[key] = Math.round(value);
  }
  result.idbRequests = Math.round(median(samples.map((s) => s.idbRequests)) ?? 0);
  const byQr = [...samples].sort((a, b) => (a.qr ?? 0) - (b.qr ?? 0));
  const middle = byQr[Math.floor(byQr.length / 2)];
  result.topScripts = middle?.topScripts ?? [];
  result.calls = middle?.calls ?? [];
  return result;
}

/**
 * `html 40 | paint 95 | runtime 900 | islands 950 | hydrated 1400 | IndexedDB 1000→1100 (3) |
 * script 700 (layout 40), rendering 120 | QR 1500 | most script: tickets.js 300, react.js 200 |
 * calls: /api/fr/settings 1000→1300`.
 */
export function doorLine(time: DoorTime): string {
  const at = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const idb =
    time.idbStart === undefined ? 'none' : `${at(time.idbStart)}→${at(time.idbEnd)} (${time.idbRequests})`;
  const top = time.topScripts.map((s) => `${s.file} ${Math.round(s.ms)}`).join(', ');
  return [
    `html ${at(time.html)}`,
    `paint ${at(time.paint)}`,
    `runtime ${at(time.runtime)}`,
    `islands ${at(time.islands)}`,
    `hydrated ${at(time.hydrated)}`,
    `IndexedDB ${idb}`,
    `script ${at(time.scriptMs)} (layout ${at(time.layoutMs)}), rendering ${at(time.renderMs)}`,
    `QR ${at(time.qr)}`,
    ...(top ? [`most script: ${top}`] : []),
    ...(time.calls.length ? [`calls: ${time.calls.join(', ')}`] : []),
  ].join(' | ');
}

/** The door read counted from `at` (ms in its document): what happened before left out, times shifted. */
export function since(door: DoorRead, at: number): DoorRead {
  const shift = (time: number | undefined) => (time === undefined ? undefined : time - at);
  return {
    ...door,
    qrAt: shift(door.qrAt),
    pressedAt: shift(door.pressedAt),
    idb: door.idb.filter((r) => r.start >= at).map((r) => ({ ...r, start: r.start - at, end: shift(r.end) })),
    frames: door.frames.filter((f) => f.start + f.duration > at).map((f) => ({ ...f, start: f.start - at })),
    marks: door.marks.filter((m) => m.start >= at).map((m) => ({ ...m, start: m.start - at })),
  };
}

/**
 * The requests after a press, ms from it: each data call (`/api/fr/login 20→850`), then the files as
 * one span (`14 files 980→1220`).
 */
export function pressedRequests(entries: Requested[]): string[] {
  const files = entries.filter((e) => isFile(e.path));
  const rest = files.length
    ? [
        `${files.length} files ${span({ start: Math.min(...files.map((e) => e.start)), end: Math.max(...files.map((e) => e.end)) })}`,
      ]
    : [];
  return [...dataCalls(entries, Number.POSITIVE_INFINITY), ...rest];
}
