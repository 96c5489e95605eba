/** Which app store a device buys from, from its user agent; `other` shows both stores. */
export type StorePlatform = 'ios' | 'android' | 'other';

export function storePlatform(userAgent: string): StorePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
