// The console's build-time stage, as apps/web's: VITE_STAGE, 'sandbox' unless
// the build says otherwise (the production build sets it). Read when asked, so
// a test can stub it (vi.stubEnv); Vite writes the value in at build time.
export function isSandbox(): boolean {
  return (import.meta.env.VITE_STAGE ?? 'sandbox') === 'sandbox';
}
