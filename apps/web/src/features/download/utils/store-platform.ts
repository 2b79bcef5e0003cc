// Which app store a visitor's device uses, from its user agent.
export type StorePlatform = 'ios' | 'android';

export function storePlatform(userAgent: string): StorePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}
