import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decideInstall, readState } from '../../scripts/ensure-deps.mjs';

// `npm run demo` and `npm test` install what they need on a fresh clone (pre-scripts).
describe('ensure-deps decides whether to install', () => {
  it('runs npm ci when node_modules is missing', () => {
    expect(decideInstall({ nodeModules: false, lockMtimeMs: 1000 })).toEqual({
      action: 'ci',
      reason: 'node_modules is missing',
    });
  });

  it('falls back to npm install only when there is no lock file for npm ci', () => {
    expect(decideInstall({ nodeModules: false }).action).toBe('install');
  });

  it('runs npm ci when package-lock.json is newer than the last install', () => {
    const decision = decideInstall({ nodeModules: true, lockMtimeMs: 2000, installedMtimeMs: 1000 });
    expect(decision).toEqual({ action: 'ci', reason: 'package-lock.json is newer than node_modules' });
  });

  it('runs npm ci when node_modules holds no record of an install', () => {
    expect(decideInstall({ nodeModules: true, lockMtimeMs: 2000 }).action).toBe('ci');
  });

  it('does nothing when node_modules is up to date', () => {
    // npm writes node_modules/.package-lock.json a few ms after package-lock.json.
    expect(decideInstall({ nodeModules: true, lockMtimeMs: 1000, installedMtimeMs: 1012 }).action).toBe(
      'none',
    );
    expect(decideInstall({ nodeModules: true, lockMtimeMs: 1000, installedMtimeMs: 1000 }).action).toBe(
      'none',
    );
  });

  describe('reads the state from disk', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('sees a fresh clone, then an install, then an edited lock file', () => {
      dir = mkdtempSync(join(tmpdir(), 'ensure-deps-'));
      writeFileSync(join(dir, 'package-lock.json'), '{}');
      utimesSync(join(dir, 'package-lock.json'), 1000, 1000);
      expect(decideInstall(readState(dir)).action).toBe('ci');

      mkdirSync(join(dir, 'node_modules'));
      writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
      utimesSync(join(dir, 'node_modules', '.package-lock.json'), 2000, 2000);
      expect(decideInstall(readState(dir)).action).toBe('none');

      utimesSync(join(dir, 'package-lock.json'), 3000, 3000);
      expect(decideInstall(readState(dir)).reason).toBe('package-lock.json is newer than node_modules');
    });
  });
});
