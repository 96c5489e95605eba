/** The engines of the cross-engine suite. Chromium is the baseline the others are compared with. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** A pointer to an element found in the page (a Puppeteer handle or a WebDriver element). */
export type Found = { click(): Promise<void>; type(text: string): Promise<void> };

/**
 * One browser tab, whatever drives it: Puppeteer over WebDriver BiDi or CDP, or classic WebDriver.
 * Selectors are CSS run in the document and every open shadow root; `text` narrows to the element
 * whose text, label, aria-label or value contains it.
 */
export interface Session {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `source` (a function body reading `arguments`) in the page or the current frame. */
  run<T>(source: string, ...args: unknown[]): Promise<T>;
  /** The found element, or null when nothing matches now. */
  find(selector: string, text?: string, hidden?: boolean): Promise<Found | null>;
  /** Goes into the first iframe matching `selector` (null: back to the top page). */
  frame(selector: string | null): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Runs `source` in every document before its own scripts; false where the protocol cannot (classic WebDriver). */
  onNewDocument(source: string): Promise<boolean>;
  /** Deletes the cookies of the current page's host (WebDriver) or of the whole browser (BiDi). */
  clearCookies(): Promise<void>;
  /** Presses a key on the focused element ('Escape', 'Tab', 'Enter'). */
  press(key: 'Escape' | 'Tab' | 'Enter'): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}
