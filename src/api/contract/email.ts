// Its own module: the login page needs this check, not the password rules.
// Deliberately loose: the server is the judge; this only catches obvious typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (trimmed) value is shaped like an e-mail address. */
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value);
