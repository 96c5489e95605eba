// The two conditions design.md section 8 sets the 1.2x goal in, applied through CDP to the page and to
// every out-of-process iframe (the partner page's account frame is one), since neither CPU nor network
// throttling of a page reaches a frame that runs in another renderer.
import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/** `https` when the bench serves over HTTP/2 (browsers speak h2 only over TLS), else `http`. */
export type Scheme = 'http' | 'https';

export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export interface Mode {
  id: string;
  label: string;
  cpuRate: number;
  network?: NetworkConditions;
  /** How long a load may take to show a usable form before it counts as "never". */
  timeoutMs: number;
  /** The window's CSS size: a desktop at CPU x1, a phone where the CPU and network are slow. */
  viewport: { width: number; height: number };
  /**
   * Loads at once. A renderer throttled x4 runs at most a quarter of the time and mostly waits on
   * the emulated network (each page has its own), so a few together barely share the CPU; at x1
   * loads are CPU-bound and go one at a time.
   */
  parallel: number;
}

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };

/**
 * Chrome DevTools' "Slow 4G" preset, the same figures as Puppeteer's PredefinedNetworkConditions and
 * Lighthouse's applied (DevTools) throttling: 150 ms RTT x 3.75, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up.
 */
export const SLOW_4G: NetworkConditions = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

export const MODES: Mode[] = [
  {
    id: 'x1',
    label: 'CPU x1, no network throttling',
    cpuRate: 1,
    timeoutMs: 30_000,
    viewport: DESKTOP,
    parallel: 1,
  },
  {
    id: 'x4-slow4g',
    label: 'CPU x4 + Slow 4G',
    cpuRate: 4,
    network: SLOW_4G,
    timeoutMs: 90_000,
    viewport: PHONE,
    parallel: 3,
  },
];

/** `--viewport 390x844`: every mode at that size instead of its own. */
export function parseViewport(text: string): Mode['viewport'] | undefined {
  const match = /^(\d{3,4})x(\d{3,4})$/.exec(text);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** One line naming a mode and its figures, for the printed header. */
export function describeMode(mode: Mode): string {
  const { network, viewport } = mode;
  const size = `${viewport.width}x${viewport.height} px${mode.parallel > 1 ? `, ${mode.parallel} loads at once` : ''}`;
  if (!network) return `${mode.label}, ${size}`;
  const mbps = (bytesPerSecond: number) => `${((bytesPerSecond * 8) / 1_000_000).toFixed(3)} Mbps`;
  return `${mode.label}, ${size} (DevTools "Slow 4G": ${network.latency} ms latency, ${mbps(network.downloadThroughput)} down, ${mbps(network.uploadThroughput)} up)`;
}

function commandsFor(mode: Mode): [string, object][] {
  const commands: [string, object][] = [['Emulation.setCPUThrottlingRate', { rate: mode.cpuRate }]];
  if (mode.network) {
    commands.push(['Network.enable', {}]);
    commands.push(['Network.emulateNetworkConditions', { offline: false, ...mode.network }]);
  }
  return commands;
}

/**
 * Throttles `page` and, before they run a line of script, the out-of-process iframes it opens: those
 * are paused at start (auto-attach), throttled over the non-flat session, then let go. Both modes go
 * through the same pause, so it costs the same everywhere.
 */
export async function applyMode(context: BrowserContext, page: Page, mode: Mode): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  for (const [method, params] of commandsFor(mode)) await cdp.send(method as 'Network.enable', params);
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId }) => {
    // Messages reach the frame in order, so it resumes only after being throttled.
    const messages = [...commandsFor(mode), ['Runtime.runIfWaitingForDebugger', {}] as const];
    for (const [method, params] of messages) {
      id += 1;
      const message = JSON.stringify({ id, method, params });
      cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
    }
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return cdp;
}

/** What the member benches (door, INP) are handed: the demo, the modes to run, and the signed-in state. */
export interface MemberBenchOptions {
  port: number;
  scheme: Scheme;
  modes: Mode[];
  runs: number;
  storageState: BrowserContextOptions['storageState'];
}
