// The web app's build-time configuration: the VITE_* variables, validated.
// vite.config.ts runs it while it builds, so a bad value fails the build, and
// writes the result into the bundle (config/env.ts); zod never ships.
import * as z from 'zod/mini';

const flag = (fallback: boolean) =>
  z.pipe(
    z._default(z.enum(['true', 'false']), fallback ? 'true' : 'false'),
    z.transform((value) => value === 'true'),
  );
const text = (fallback: string) => z._default(z.string(), fallback);
const absoluteUrl = (fallback: string) => z._default(z.url(), fallback);
/**
 * A map tile address with its {z}, {x} and {y} (Leaflet's template): https, or
 * a path of this site (a tile proxy). The server's CSP must allow its host (img-src).
 */
const isTileTemplate = (value: string) =>
  /^(?:https:\/\/[^/\s]+)?\/(?![/\\])\S*$/u.test(value) &&
  ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
const tileUrl = (fallback: string) =>
  z._default(z.string().check(z.refine(isTileTemplate)), fallback);
/** An absolute URL, or an in-app path such as /termos-de-uso. */
const urlOrPath = (fallback: string) =>
  z._default(z.union([z.url(), z.string().check(z.regex(/^\/(?![/\\])/))]), fallback);

const envSchema = z.object({
  VITE_STAGE: text('sandbox'),
  VITE_API_BASE: text('/api'),
  VITE_APP_VERSION: text('dev'),
  VITE_COMMIT_HASH: text('unknown'),
  VITE_TRACKING_ENABLED: flag(false),
  VITE_CAPTCHA_ENABLED: flag(false),
  VITE_CAPTCHA_SITE_KEY: text(''),
  // The visible checkbox the app falls back to when the invisible check fails; empty: none.
  VITE_CAPTCHA_VISIBLE_SITE_KEY: text(''),
  VITE_APP_STORE_URL: absoluteUrl('https://apps.apple.com/br/app/rosto/id0000000000'),
  VITE_PLAY_STORE_URL: absoluteUrl(
    'https://play.google.com/store/apps/details?id=app.rosto.wallet',
  ),
  // Empty means "this site's /download page", so the QR code works on every host.
  VITE_DOWNLOAD_URL: text(''),
  // Unset: the help centre built into the app (/ajuda/lojas, /ajuda; decision 069);
  // a URL sends those links to an outside page instead.
  VITE_WHERE_TO_BUY_URL: z.optional(z.url()),
  VITE_SUPPORT_TICKET_URL: absoluteUrl('https://ajuda.rosto.app/hc/pt-br/requests/new'),
  VITE_HELP_CENTER_URL: z.optional(z.url()),
  VITE_TERMS_URL: urlOrPath('/termos-de-uso'),
  VITE_PRIVACY_URL: urlOrPath('/politica-de-privacidade'),
  VITE_FACE_WEB_CAPTURE_ENABLED: flag(true),
  VITE_MAIN_NAVIGATION_ENABLED: flag(true),
  VITE_NATIVE_BRIDGE_GLOBAL: text('RostoNativeBridge'),
  // The receipt's map (docs/spec/wallet-checklist.md §2): OpenStreetMap's own tiles unless told;
  // the attribution is Leaflet's HTML and must name the tiles' source.
  VITE_MAP_TILE_URL: tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  VITE_MAP_TILE_ATTRIBUTION: text(
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  ),
});

export type RawEnv = Partial<Record<keyof z.infer<typeof envSchema>, string | undefined>>;

export function parseEnv(input: RawEnv) {
  const cleaned = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.parse(cleaned);
  return {
    stage: parsed.VITE_STAGE,
    isSandbox: parsed.VITE_STAGE === 'sandbox',
    isProduction: parsed.VITE_STAGE === 'production',
    isDemo: parsed.VITE_STAGE === 'demo',
    apiBase: parsed.VITE_API_BASE.replace(/\/+$/, ''),
    appVersion: parsed.VITE_APP_VERSION,
    commitHash: parsed.VITE_COMMIT_HASH,
    trackingEnabled: parsed.VITE_TRACKING_ENABLED,
    captchaEnabled: parsed.VITE_CAPTCHA_ENABLED,
    captchaSiteKey: parsed.VITE_CAPTCHA_SITE_KEY,
    captchaVisibleSiteKey: parsed.VITE_CAPTCHA_VISIBLE_SITE_KEY,
    appStoreUrl: parsed.VITE_APP_STORE_URL,
    playStoreUrl: parsed.VITE_PLAY_STORE_URL,
    downloadUrl: parsed.VITE_DOWNLOAD_URL,
    /** An outside "where to use" page; null: the app's own shops list (lib/help-centre.ts). */
    whereToBuyUrl: parsed.VITE_WHERE_TO_BUY_URL ?? null,
    supportTicketUrl: parsed.VITE_SUPPORT_TICKET_URL,
    /** An outside help centre; null: the app's own, /ajuda (lib/help-centre.ts). */
    helpCenterUrl: parsed.VITE_HELP_CENTER_URL ?? null,
    termsUrl: parsed.VITE_TERMS_URL,
    privacyUrl: parsed.VITE_PRIVACY_URL,
    faceWebCaptureEnabled: parsed.VITE_FACE_WEB_CAPTURE_ENABLED,
    mainNavigationEnabled: parsed.VITE_MAIN_NAVIGATION_ENABLED,
    nativeBridgeGlobal: parsed.VITE_NATIVE_BRIDGE_GLOBAL,
    mapTileUrl: parsed.VITE_MAP_TILE_URL,
    mapTileAttribution: parsed.VITE_MAP_TILE_ATTRIBUTION,
  };
}

export type Env = ReturnType<typeof parseEnv>;
