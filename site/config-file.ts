import { readFileSync } from 'node:fs';
import { type Site, siteConfig } from './config';

/** Reads and validates a configuration file; an error names the file and what is wrong in it. */
export function readSiteConfig(file: string, name = file): Site {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${name} is not readable JSON: ${error instanceof Error ? error.message : error}`);
  }
  return siteConfig(input, name);
}
