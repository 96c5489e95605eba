// The two conditions design.md section 8 sets the 1.2x goal in, applied through CDP to the page and to
// every out-of-process iframe (the partner page's account frame is one), since neither CPU nor network
// throttling of a page reaches a frame that runs in another renderer.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

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
}

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
  { id: 'x1', label: 'CPU x1, no network throttling', cpuRate: 1, timeoutMs: 30_000 },
  {
    id: 'x4-slow4g',
    label: 'CPU x4 + Slow 4G',
    cpuRate: 4,
    network: SLOW_4G,
    timeoutMs: 90_000,
  },
];

/** One line naming a mode and its figures, for the printed header. */
export function describeMode(mode: Mode): string {
  const { network } = mode;
  if (!network) return `${mode.label}`;
  const mbps = (bytesPerSecond: number) => `${((bytesPerSecond * 8) / 1_000_000).toFixed(3)} Mbps`;
  return `${mode.label} (DevTools "Slow 4G": ${network.latency} ms latency, ${mbps(network.downloadThroughput)} down, ${mbps(network.uploadThroughput)} up)`;
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
