// Lighthouse (bench part `lighthouse`, design.md section 8): every page a visitor or a member opens,
// scored as Lighthouse's mobile defaults score them (a simulated mid-range phone on slow 4G), with
// Performance at least 0.95 and Accessibility, Best Practices and SEO 1.0 as the goal. Scores only.
import lighthouse from 'lighthouse';
import type { BrowserContextOptions } from 'playwright-core';
import puppeteer, { type CookieData } from 'puppeteer-core';
import { CATEGORIES, type LighthouseResult, medianRun, readReport } from './lighthouse-report';
import type { Scheme } from './modes';

/** One page Lighthouse scores: its host below the demo's port, its path, and whether the member is signed in. */
export type LighthousePage = { name: string; host: string; path: string; member?: boolean };

const ch = (path: string, member = false): LighthousePage => ({
  name: `${member ? 'member ' : ''}${path}`,
  host: 'ch.localhost',
  path,
  member,
});

/** The visitor's pages, then the member's (design.md section 8: every page a visitor or a member opens). */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  ch('/fr/login'),
  ch('/fr/signup'),
  ch('/fr/forgotten-password'),
  ch('/fr/contact-us'),
  ch('/fr/contact-offer/birthday'),
  ch('/login-only.html'),
  { name: 'partner /marketing.html', host: 'partner.localhost', path: '/marketing.html' },
  ch('/webview.html'),
  ch('/fr', true),
  ch('/fr/e-tickets', true),
  ch('/fr/loyalty-program', true),
  ch('/fr/profile', true),
];

export type LighthouseOptions = {
  port: number;
  scheme: Scheme;
  /** Debian's Chromium, and the flags every bench browser gets (the demo's certificate trusted). */
  executablePath: string;
  args: string[];
  /** The signed-in member's storage (its cookies are the session), for the member pages. */
  member: BrowserContextOptions['storageState'];
  /** `--lighthouse-pages login,profile`: only the pages whose name holds one of these words. */
  pages?: string;
  /** `--lighthouse-runs 3`: runs per page, of which the one with the median Performance is kept (1). */
  runs?: number;
};

// Playwright's stored cookies, as Chromium's own browser takes them.
function cookiesOf(state: LighthouseOptions['member']): CookieData[] {
  if (!state || typeof state === 'string') return [];
  return state.cookies.map(({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({
    name,
    value,
    domain,
    path,
    httpOnly,
    secure,
    sameSite,
    ...(expires > 0 ? { expires } : {}),
  }));
}

/** What the part ran on (Lighthouse's and Chromium's versions, the browser's path) and each page's result. */
export type LighthouseRun = {
  lighthouse?: string;
  chromium: string;
  executablePath: string;
  pages: LighthouseResult[];
};

/** Scores each page (once, or `runs` times), in turn, in one Chromium: the visitor's pages first, then the member's. */
export async function benchLighthouse(options: LighthouseOptions): Promise<LighthouseRun> {
  const words = options.pages?.split(',').filter(Boolean);
  const pages = LIGHTHOUSE_PAGES.filter((page) => !words || words.some((word) => page.name.includes(word)));
  const browser = await puppeteer.launch({
    executablePath: options.executablePath,
    headless: true,
    args: options.args,
    defaultViewport: null,
  });
  const port = Number(new URL(browser.wsEndpoint()).port);
  const results: LighthouseResult[] = [];
  const chromium = await browser.version();
  let version: string | undefined;
  let signedIn = false;
  try {
    for (const page of [...pages.filter((p) => !p.member), ...pages.filter((p) => p.member)]) {
      if (page.member && !signedIn) {
        await browser.setCookie(...cookiesOf(options.member));
        signedIn = true;
      }
      const url = `${options.scheme}://${page.host}:${options.port}${page.path}`;
      const started = Date.now();
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < (options.runs ?? 1); run += 1) {
        try {
          const report = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!report) throw new Error('Lighthouse returned no report');
          version = report.lhr.lighthouseVersion;
          const result = readReport(page.name, report.lhr);
          const problem = report.lhr.runtimeError?.message;
          runs.push(problem ? { ...result, error: problem } : result);
        } catch (error) {
          runs.push({ name: page.name, url, flagged: [], error: String(error).split('\n')[0] });
        }
      }
      results.push(medianRun(runs));
      console.log(`  (lighthouse: ${page.name} in ${Math.round((Date.now() - started) / 1000)} s)`);
    }
  } finally {
    await browser.close();
  }
  return { lighthouse: version, chromium, executablePath: options.executablePath, pages: results };
}
