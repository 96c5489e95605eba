import { describe, expect, it } from 'vitest';
import { ENGINE_PACKAGES, type EngineDeps, ensureEngines, FIREFOX, missingPackages } from './ensure-engines';

const debian = 'ID=debian\n';
const everything = ENGINE_PACKAGES.flatMap(({ files }) => files);

function deps(present: string[], overrides: Partial<EngineDeps> = {}) {
  const files = new Set(present);
  const calls: string[] = [];
  const value: EngineDeps = {
    exists: (path) => files.has(path),
    isRoot: true,
    osRelease: debian,
    run: (command, args) => {
      calls.push([command, ...args].join(' '));
      if (args[0] === 'install') for (const path of everything) files.add(path);
      return 0;
    },
    ...overrides,
  };
  return { value, calls };
}

describe('ensureEngines', () => {
  it('does nothing when every engine is there', () => {
    const { value, calls } = deps(everything);
    ensureEngines(value);
    expect(calls).toEqual([]);
  });

  it('installs only the missing packages with apt as root on Debian', () => {
    const { value, calls } = deps(everything.filter((path) => path !== FIREFOX));
    ensureEngines(value);
    expect(calls).toEqual(['apt-get update', 'apt-get install -y firefox-esr']);
  });

  it('fails with one line naming the packages when it cannot install them', () => {
    const { value } = deps([FIREFOX], { isRoot: false });
    expect(() => ensureEngines(value)).toThrow(
      /^Cross-engine suite: missing webkit2gtk-driver, xvfb; install with: apt-get install -y webkit2gtk-driver xvfb$/,
    );
  });

  it('fails when apt runs but the files are still missing', () => {
    const { value } = deps([], { run: () => 0 });
    expect(() => ensureEngines(value)).toThrow(/missing firefox-esr, webkit2gtk-driver, xvfb/);
    expect(missingPackages(() => true)).toEqual([]);
  });
});
