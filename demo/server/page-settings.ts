import { type SettingsSource, settingsJson } from '../../site/server/settings';

// As the site server waits on the chain's API: a slow answer (a latency fault) leaves the call to the page.
const BUDGET = 300;

/** What `coming` gives within `budget` ms, else undefined (it goes on, unwaited). */
const withinBudget = <T>(coming: Promise<T>, budget: number): Promise<T | undefined> =>
  Promise.race([coming, new Promise<undefined>((resolve) => setTimeout(resolve, budget))]);

/**
 * The settings a demo page carries, asked of the API beside it with the visitor's cookies (so its
 * faults apply), and the XSRF cookie its answer sets passed on, as the elements' own call would get it.
 */
export function apiSettings(api: (request: Request) => Response | Promise<Response>): SettingsSource {
  const ask = async (url: URL, page: Request) => {
    const answer = await api(new Request(url, { headers: { cookie: page.headers.get('cookie') ?? '' } }));
    const json = await settingsJson(answer);
    return json ? { json, cookies: answer.headers.getSetCookie() } : undefined;
  };
  return Object.assign((url: URL, page: Request) => withinBudget(ask(url, page), BUDGET), {
    ownOrigin: true,
  });
}
