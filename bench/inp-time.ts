// INP per interaction, as web-vitals computes it: each interaction's latency is the
// longest Event Timing entry with its interactionId; a step of the bench (typing a word, opening and
// closing a menu) is as slow as its slowest interaction. Pure, so it is unit-tested without a browser.
import { fileOf } from './door-time';

/** An Event Timing entry of an interaction, as inp-probe.js records it. */
export interface EventRead {
  id: number;
  type: string;
  start: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  target: string;
}

/** A Long Animation Frame and its scripts, as inp-probe.js records it. */
export interface FrameRead {
  start: number;
  duration: number;
  scripts: { source: string; fn: string; invoker: string; start: number; duration: number; layout: number }[];
}

/** The slowest event of a step and what its time was spent on (ms). */
export interface Slowest {
  type: string;
  target: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** Scripts of the Long Animation Frames it overlapped, longest first. */
  scripts: string[];
}

export interface StepInp {
  /** The slowest interaction's latency; undefined when none reached 16 ms (web-vitals sees none). */
  inp?: number;
  interactions: number;
  slowest?: Slowest;
}

/** INP of one step and where its slowest event's time went. */
export function stepInp(events: EventRead[], frames: FrameRead[]): StepInp {
  const ids = new Set(events.map((event) => event.id));
  const worst = [...events].sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return { interactions: 0 };
  const end = worst.start + worst.duration;
  // As web-vitals' attribution: the interaction's entries together (a click's pointerdown, pointerup and
  // click), its handlers from the first one's start to the last one's end.
  const group = events.filter((event) => event.id === worst.id);
  const processingStart = Math.min(...group.map((event) => event.processingStart));
  const processingEnd = Math.max(...group.map((event) => event.processingEnd));
  const overlapping = frames.filter(
    (frame) => frame.start < end && frame.start + frame.duration > worst.start,
  );
  const scripts = overlapping
    .flatMap((frame) => frame.scripts)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map((s) => `${s.invoker || s.fn || '?'} (${fileOf(s.source)}) ${Math.round(s.duration)} ms`);
  return {
    inp: worst.duration,
    interactions: ids.size,
    slowest: {
      type: worst.type,
      target: worst.target,
      duration: worst.duration,
      inputDelay: Math.round(processingStart - worst.start),
      processing: Math.round(processingEnd - processingStart),
      presentation: Math.round(Math.max(0, end - processingEnd)),
      scripts,
    },
  };
}

/** `keydown on input: delay 4, processing 90, presentation 30; onChange (forms.js) 80 ms`. */
export function slowestText(slowest: Slowest | undefined): string {
  if (!slowest) return '';
  const { type, target, inputDelay, processing, presentation, scripts } = slowest;
  const spent = `delay ${inputDelay}, processing ${processing}, presentation ${presentation}`;
  return `${type} on ${target || '?'}: ${spent}${scripts.length ? `; ${scripts.join(', ')}` : ''}`;
}

/** `296 ms (goal 100 ms: over)`, `< 16 ms` when no event reached Event Timing's threshold. */
export function inpCell(inp: number | undefined, goal?: number): string {
  if (inp === undefined) return '< 16 ms';
  return goal === undefined
    ? `${Math.round(inp)} ms`
    : `${Math.round(inp)} ms (goal ${goal} ms: ${inp <= goal ? 'ok' : 'over'})`;
}
