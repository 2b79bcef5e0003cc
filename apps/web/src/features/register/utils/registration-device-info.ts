// The "extra device info" register/start carries (docs/spec/account-checklist.md §7): the host
// app's answer when the web app runs inside it, else what the browser tells
// of itself. The host is asked when the registration opens, so its retries
// (up to 1 s, decision 022) are long over when the start is sent.
import type { RegisterStartBodyInput } from '@rosto/contract/schemas/entrance';
import { isInNativeHost } from '../../../lib/native-bridge';
import { requestDeviceInfo, type DeviceInfo } from '../../../lib/native-device';

type RegistrationDeviceInfo = NonNullable<RegisterStartBodyInput['deviceInfo']>;

/** The contract's limits: a longer value would cost the whole start a 400. */
const LIMITS = { platform: 50, platformVersion: 50, deviceName: 200, userAgent: 1024 } as const;

/** Most specific first: Edge, Opera and Samsung Internet also say "Chrome", Chrome says "Safari". */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/u],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+(?:\.\d+)?)/u],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+(?:\.\d+)?)/u],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/u],
  ['Chrome', /(?:\bChrome|\bCriOS|\bChromium|HeadlessChrome)\/(\d+(?:\.\d+)?)/u],
  ['Safari', /\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//u],
];

/** "Chrome 124", "Safari 17.4", "Firefox 125"; "unknown" for anything else. */
export function browserVersionOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version.replace(/\.0$/u, '')}`;
  }
  return 'unknown';
}

export function browserDeviceInfo(userAgent: string): RegistrationDeviceInfo {
  return {
    platform: 'web',
    platformVersion: browserVersionOf(userAgent),
    deviceName: null,
    userAgent: userAgent.slice(0, LIMITS.userAgent),
  };
}

/** The host's answer within the contract's limits, without its capabilities. */
export function hostDeviceInfo(info: DeviceInfo): RegistrationDeviceInfo {
  return {
    platform: info.platform.slice(0, LIMITS.platform),
    platformVersion: info.platformVersion.slice(0, LIMITS.platformVersion),
    deviceName: info.deviceName.slice(0, LIMITS.deviceName) || null,
    userAgent: info.userAgent.slice(0, LIMITS.userAgent),
  };
}

let hostAnswer: Promise<DeviceInfo | null> | null = null;
let hostInfo: DeviceInfo | null = null;
let asking: AbortController | null = null;

/** Starts asking the host app for its device info (once; again after a silence). */
export function askHostForDeviceInfo(): void {
  if (hostInfo || hostAnswer) return;
  asking = new AbortController();
  hostAnswer = requestDeviceInfo(asking.signal).then((info) => {
    hostInfo = info;
    // Nobody answered: a later registration asks again (the bridge may come late).
    if (!info) hostAnswer = null;
    return info;
  });
}

/**
 * What register/start sends. Inside a host, its answer (waiting for the rest
 * of the retries if it has not come yet); in a plain browser at once, without
 * waiting for retries nobody will answer.
 */
export async function registrationDeviceInfo(): Promise<RegistrationDeviceInfo> {
  if (!hostInfo && isInNativeHost()) {
    askHostForDeviceInfo();
    await hostAnswer;
  }
  return hostInfo ? hostDeviceInfo(hostInfo) : browserDeviceInfo(navigator.userAgent);
}

/**
 * Stops asking and forgets the answer: a test's next registration starts
 * afresh, and no retry outlives the test's page.
 */
export function forgetHostDeviceInfo(): void {
  asking?.abort();
  asking = null;
  hostAnswer = null;
  hostInfo = null;
}
