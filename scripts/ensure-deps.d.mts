/** Types of scripts/ensure-deps.mjs, for its test. */
export interface InstallState {
  nodeModules: boolean;
  lockMtimeMs?: number | undefined;
  installedMtimeMs?: number | undefined;
}
export interface InstallDecision {
  action: 'none' | 'ci' | 'install';
  reason: string;
}
export function decideInstall(state: InstallState): InstallDecision;
export function readState(root: string): Required<InstallState>;
