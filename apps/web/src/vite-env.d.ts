/// <reference types="vite/client" />

// Build-time configuration; read only through src/config/env.ts.
interface ImportMetaEnv {
  readonly VITE_STAGE?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_COMMIT_HASH?: string;
  readonly VITE_TRACKING_ENABLED?: string;
  readonly VITE_CAPTCHA_ENABLED?: string;
  readonly VITE_CAPTCHA_SITE_KEY?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_DOWNLOAD_URL?: string;
  readonly VITE_WHERE_TO_BUY_URL?: string;
  readonly VITE_SUPPORT_TICKET_URL?: string;
  readonly VITE_HELP_CENTER_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_FACE_WEB_CAPTURE_ENABLED?: string;
  readonly VITE_MAIN_NAVIGATION_ENABLED?: string;
  readonly VITE_NATIVE_BRIDGE_GLOBAL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
