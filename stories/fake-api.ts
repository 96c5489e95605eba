// Stories never reach a server: a flow's story answers its calls here, by the path after the language
// (`login`, `cinemas`, `password/ask-reset` …), and records what was sent.

type Answer = { status?: number; body?: unknown };

/** What a fake call received. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with answers per API path (`'POST login'` or `'cinemas'` for any method) until the
 * returned cleanup runs (Storybook calls a `beforeEach`'s return after the story). Other paths never
 * answer (until aborted), as in the stories without a fake: the settings stay "loading", not "failed".
 */
export function fakeApi(answers: Record<string, Answer>, calls: FakeCall[] = []) {
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const path = url.pathname.replace(/^\/api\/[a-z]{2}\//, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const answer = answers[`${method} ${path}`] ?? answers[path];
    if (!answer) {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
      );
    }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = real;
  };
}
