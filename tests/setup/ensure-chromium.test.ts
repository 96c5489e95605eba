import { describe, expect, it, vi } from 'vitest';
import { type EnsureDeps, ensureChromium, findChromium, HEADLESS_SHELL as SHELL } from './ensure-chromium';

const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const alpine = 'NAME="Alpine Linux"\nID=alpine\n';

function machine(files: string[], overrides: Partial<EnsureDeps> = {}): EnsureDeps {
  const present = new Set(files);
  return {
    env: {},
    home: '/home/dev',
    exists: (path) => present.has(path),
    list: (dir) => [
      ...new Set(
        files.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0] ?? ''),
      ),
    ],
    isRoot: false,
    osRelease: debian,
    run: () => 0,
    ...overrides,
  };
}

describe('findChromium', () => {
  it('uses CHROMIUM_PATH when it exists', () => {
    const deps = machine(['/opt/chrome/chrome', '/usr/bin/chromium'], {
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(findChromium(deps)).toBe('/opt/chrome/chrome');
  });

  it('does not fall back when CHROMIUM_PATH points nowhere', () => {
    const deps = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/missing' } });
    expect(findChromium(deps)).toBeUndefined();
  });

  it("prefers Debian's headless shell, then the system Chromium, to Playwright's cache", () => {
    const cached = '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
    expect(findChromium(machine([cached, '/usr/bin/chromium']))).toBe('/usr/bin/chromium');
    expect(findChromium(machine([cached, '/usr/bin/chromium', SHELL]))).toBe(SHELL);
  });

  it("finds the newest revision in Playwright's cache", () => {
    const base = '/home/dev/.cache/ms-playwright';
    const deps = machine([
      `${base}/chromium-999/chrome-linux/chrome`,
      `${base}/chromium-1200/chrome-linux64/chrome`,
      `${base}/ffmpeg-1011/ffmpeg-linux`,
    ]);
    expect(findChromium(deps)).toBe(`${base}/chromium-1200/chrome-linux64/chrome`);
  });

  it('honours PLAYWRIGHT_BROWSERS_PATH', () => {
    const deps = machine(['/ms/chromium-1/chrome-linux/chrome'], {
      env: { PLAYWRIGHT_BROWSERS_PATH: '/ms' },
    });
    expect(findChromium(deps)).toBe('/ms/chromium-1/chrome-linux/chrome');
  });
});

describe('ensureChromium', () => {
  it('returns the headless shell without installing anything', () => {
    const run = vi.fn(() => 0);
    expect(ensureChromium(machine([SHELL], { isRoot: true, run }))).toBe(SHELL);
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps the Chromium there when it may not install', () => {
    const run = vi.fn(() => 0);
    expect(ensureChromium(machine(['/usr/bin/chromium'], { run }))).toBe('/usr/bin/chromium');
    expect(run).not.toHaveBeenCalled();
  });

  it('installs the chromium-headless-shell package with apt as root on Debian or Ubuntu', () => {
    for (const [osRelease, before] of [
      [debian, []],
      [ubuntu, ['/usr/bin/chromium']],
    ] as const) {
      const files: string[] = [...before];
      const run = vi.fn((command: string, args: string[]) => {
        if (args.includes('install')) files.push(SHELL);
        return command === 'apt-get' ? 0 : 1;
      });
      const deps = machine(files, { isRoot: true, osRelease, run });
      deps.exists = (path) => files.includes(path);
      expect(ensureChromium(deps)).toBe(SHELL);
      expect(run.mock.calls).toEqual([
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', 'chromium-headless-shell']],
      ]);
    }
  });

  it('stops with a one-line instruction when it may not install and finds none', () => {
    for (const deps of [machine([], { isRoot: false }), machine([], { isRoot: true, osRelease: alpine })]) {
      const run = vi.fn(() => 0);
      deps.run = run;
      expect(() => ensureChromium(deps)).toThrow(/^No Chromium found: .*CHROMIUM_PATH\.$/);
      expect(run).not.toHaveBeenCalled();
    }
  });

  it('says so when apt fails, and keeps a Chromium already there', () => {
    const failing = (_c: string, args: string[]) => (args[0] === 'install' ? 100 : 0);
    expect(() => ensureChromium(machine([], { isRoot: true, run: failing }))).toThrow(
      /apt-get install chromium-headless-shell failed/,
    );
    const kept = machine(['/usr/bin/chromium'], { isRoot: true, run: failing });
    expect(ensureChromium(kept)).toBe('/usr/bin/chromium');
  });

  it('names a wrong CHROMIUM_PATH instead of installing', () => {
    const run = vi.fn(() => 0);
    const deps = machine([], { isRoot: true, env: { CHROMIUM_PATH: '/opt/missing' }, run });
    expect(() => ensureChromium(deps)).toThrow('CHROMIUM_PATH=/opt/missing does not exist');
    expect(run).not.toHaveBeenCalled();
  });
});
