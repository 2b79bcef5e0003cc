// A configuration the server refuses to start with; its own module so the
// adapters' config readers (plugins/app/card-network/config.ts) and env.ts can
// both throw it without importing each other.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const stages = ['sandbox', 'demo', 'production'] as const;
export type Stage = (typeof stages)[number];
