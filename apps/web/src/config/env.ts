// Build-time configuration, read once: vite.config.ts validates the VITE_*
// variables with the schema in env-schema.ts while it builds (a bad value
// fails the build) and writes the result in as a constant, so zod stays out
// of the first screen (decision 013).
import type { Env } from './env-schema';

export type { Env };

declare const __ROSTO_ENV__: Env;

export const env: Env = __ROSTO_ENV__;
