import type { Context } from 'hono';
import * as z from 'zod/mini';
import { ErrorCodes, LanguageCode } from '../../src/api/contract/common';
import { controlCharacterAt, meetsPasswordRules } from '../../src/api/contract/rules';
import { fail } from './errors';

/** The captcha answer the dev provider produces (settings.captcha.provider = 'dev'). */
export const DEV_CAPTCHA_PASS = 'dev-pass';

// Spec section 5: signup trims e-mail, names and zip code; login trims the login.
const TRIMMED = ['email', 'login', 'firstName', 'lastName', 'zipCode', 'city'];

function trimIdentity(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const copy: Record<string, unknown> = { ...raw };
  for (const key of TRIMMED) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = value.trim();
  }
  return copy;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Parses the JSON body with a contract schema; 400 EC-140 when it does not fit. */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, ErrorCodes.invalid, 'The body is not valid JSON') };
  }
  // A NUL makes PostgreSQL throw (a 500): any control character is the field's error instead.
  const field = controlCharacterAt(raw);
  if (field) return { ok: false, response: fail(c, 400, ErrorCodes.invalid, `${field}: control character`) };
  const result = schema.safeParse(trimIdentity(raw));
  if (result.success) return { ok: true, data: result.data as z.output<S> };
  return { ok: false, response: fail(c, 400, ErrorCodes.invalid, z.prettifyError(result.error)) };
}

/** 400 EC-140 unless the human check passed. */
export function rejectChallenge(c: Context, challenge: string): Response | undefined {
  if (challenge === DEV_CAPTCHA_PASS) return undefined;
  return fail(c, 400, ErrorCodes.invalid, 'The human check failed');
}

export function rejectWeakPassword(c: Context, password: string): Response | undefined {
  if (meetsPasswordRules(password)) return undefined;
  return fail(
    c,
    400,
    ErrorCodes.invalid,
    'The password needs 8 characters with a lower-case letter, an upper-case letter and a digit',
  );
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The `language` query parameter of a catalogue call, English when missing or unknown. */
export const queryLanguage = (value: string | undefined): LanguageCode => {
  const parsed = LanguageCode.safeParse(value);
  return parsed.success ? parsed.data : 'en';
};
