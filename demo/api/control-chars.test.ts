// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHALLENGE, setupDemoApi } from './test-setup';

const api = setupDemoApi();

// Each write with its text fields: a NUL or another control character in any one
// of them is the field's validation error (400 EC-140), never "Unexpected error in the demo API".
const WRITES: { path: string; body: Record<string, unknown>; member?: boolean }[] = [
  { path: 'login', body: { login: 'demo.ch@cine.test', password: 'Popcorn-2026', challenge: CHALLENGE } },
  { path: 'verify-member', body: { email: 'mia@cine.test' } },
  { path: 'activate-member', body: { email: 'mia@cine.test', firstName: 'Mia', challenge: CHALLENGE } },
  { path: 'forgotten-password', body: { email: 'demo.ch@cine.test', challenge: CHALLENGE } },
  {
    path: 'create-member',
    body: {
      email: 'nul@cine.test',
      password: 'Sunset-Blvd-1950',
      favoriteCinema: 'ch-bern-westside',
      favoriteLanguage: 'DE',
      gender: 'other',
      firstName: 'Mia',
      lastName: 'Keller',
      dateOfBirth: '2001-02-03',
      zipCode: '3027',
      city: 'Bern',
      challenge: CHALLENGE,
      activationCode: '123456',
    },
  },
  {
    path: 'contact-support',
    body: {
      topic: 'tickets',
      name: 'Léa Müller',
      email: 'lea@example.ch',
      orderReference: 'CH-chdemo-1000',
      message: 'My ticket e-mail never came.',
      challenge: CHALLENGE,
    },
  },
  { path: 'accounts/me/update', member: true, body: { firstName: 'Zoé', lastName: 'Muller', city: 'Bern' } },
];

const BAD = ['\u0000', '\u0001', '\u001b', '\u007f'];
const spoil = (value: string, bad: string) =>
  value.includes('@') ? value.replace('@', `${bad}@`) : `${value.slice(0, 1)}${bad}${value.slice(1)}`;

async function memberToken(): Promise<string> {
  const body = { login: 'demo.ch@cine.test', password: 'Popcorn-2026', challenge: CHALLENGE };
  const answer = await api.call('POST', '/api/fr/login', { body });
  return answer.json.token as string;
}

describe('control characters in text fields', () => {
  it('are refused with 400 and the field error code EC-140, in every text field of every write', async () => {
    const token = await memberToken();
    const failed: string[] = [];
    let tried = 0;
    for (const write of WRITES) {
      for (const [field, value] of Object.entries(write.body)) {
        if (typeof value !== 'string' || field === 'challenge') continue;
        for (const bad of BAD) {
          tried += 1;
          const body = { ...write.body, [field]: spoil(value, bad) };
          const method = write.member ? 'PATCH' : 'POST';
          const answer = await api.call(method, `/api/fr/${write.path}`, {
            body,
            token: write.member ? token : undefined,
          });
          const code = (answer.json as { errorCode?: string } | undefined)?.errorCode;
          if (answer.status !== 400 || code !== 'EC-140')
            failed.push(
              `${write.path} ${field} U+${bad.charCodeAt(0).toString(16)}: ${answer.status} ${code}`,
            );
        }
      }
    }
    console.log(
      `[control-chars] text fields with control characters: tried ${tried}, held ${tried - failed.length}, failed ${failed.length}${failed.length ? `\n  ${failed.join('\n  ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  }, 60_000);

  it('still accepts a message with line breaks and tabs', async () => {
    const answer = await api.call('POST', '/api/fr/contact-support', {
      body: { ...WRITES[5]?.body, message: 'Line one\n\tLine two\r\nThree' },
    });
    expect(answer.status).toBe(200);
  });
});
