/// <reference types="vite/client" />

// The VITE_* variables are read and validated by vite.config.ts at build time
// (src/config/env-schema.ts); app code reads them through src/config/env.ts.
