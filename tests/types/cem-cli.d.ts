// The analyzer's CLI ships no types; the manifest test calls it without writing the file.
declare module '@custom-elements-manifest/analyzer/cli.js' {
  export function cli(options: { argv: string[]; cwd: string; noWrite?: boolean }): Promise<unknown>;
}
