import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../platform/storage';

/** Spec section 3 "Signup data", as typed by the customer across the three steps. */
export type SignupData = {
  email: string;
  password: string;
  favoriteCinema: string;
  favoriteLanguage: string;
  gender: '' | 'female' | 'male' | 'other';
  firstName: string;
  lastName: string;
  /** `year-month-day` as typed (parts may be empty until complete), e.g. `1990-7-14`. */
  dateOfBirth: string;
  zipCode: string;
  challenge: string;
  isLoyalty: boolean;
  activationCode: string;
  city: string;
  newsletters: string[];
  sendNewsletter: boolean;
};

export type SignupStep = 1 | 2 | 3;
export type SignupField = keyof SignupData;

/** A failed call: the i18n key shown to the customer and where it happened. */
export type SignupError = { step: SignupStep; status: number; code: string; messageKey: string };

/** Field name -> i18n key of the message shown at the field and in the error summary. */
export type FieldErrors = Partial<Record<SignupField, string>>;

/** Everything `<cine-signup>` holds while a customer signs up (spec section 3). */
export type SignupState = {
  data: SignupData;
  step: SignupStep;
  error?: SignupError;
  fieldErrors: FieldErrors;
  iframe: boolean;
  isWebview: boolean;
  returnUrl?: string;
  isSubmittingStep1: boolean;
  isSubmittingStep2: boolean;
  isRequestingCreateMember: boolean;
  isResending: boolean;
  /** `failed` shows a notice; signup still works. */
  decrypt: 'none' | 'pending' | 'done' | 'failed';
  /** Set once create-member succeeded; the next start begins afresh. */
  completed: boolean;
  /** Island id of the element that started the signup, for DOM events. */
  origin?: string;
};

export const emptySignupData = (): SignupData => ({
  email: '',
  password: '',
  favoriteCinema: '',
  favoriteLanguage: '',
  gender: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  zipCode: '',
  challenge: '',
  isLoyalty: false,
  activationCode: '',
  city: '',
  newsletters: [],
  sendNewsletter: false,
});

export const initialSignupState = (): SignupState => ({
  data: emptySignupData(),
  step: 1,
  fieldErrors: {},
  iframe: false,
  isWebview: false,
  isSubmittingStep1: false,
  isSubmittingStep2: false,
  isRequestingCreateMember: false,
  isResending: false,
  decrypt: 'none',
  completed: false,
});

/** The signup in progress; one per page (several islands share it). */
export const $signup = atom<SignupState>(initialSignupState());

/** Merges a partial state. */
export function patchSignup(patch: Partial<SignupState>): void {
  $signup.set({ ...$signup.get(), ...patch });
}

export const SIGNUP_STORAGE_KEY = 'cine-account:signup';

// What survives a reload; the password and the single-use captcha token never do (design.md section 6).
const Saved = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  returnUrl: z.optional(z.string()),
  data: z.partial(
    z.object({
      email: z.string(),
      favoriteCinema: z.string(),
      favoriteLanguage: z.string(),
      gender: z.enum(['', 'female', 'male', 'other']),
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string(),
      zipCode: z.string(),
      isLoyalty: z.boolean(),
      activationCode: z.string(),
      city: z.string(),
      newsletters: z.array(z.string()),
      sendNewsletter: z.boolean(),
    }),
  ),
});
type Saved = z.infer<typeof Saved>;

/** Writes the progress for a reload, without the password or the captcha token. */
export function saveProgress(state: SignupState): void {
  const { password: _password, challenge: _challenge, ...data } = state.data;
  const saved: Saved = { step: state.step, returnUrl: state.returnUrl, data };
  writeStored(SIGNUP_STORAGE_KEY, JSON.stringify(saved));
}

/** Reads the saved progress; anything that does not parse is ignored. */
export function readProgress(): Saved | undefined {
  const raw = readStored(SIGNUP_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = Saved.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearProgress(): void {
  removeStored(SIGNUP_STORAGE_KEY);
}
