// The whole screen waiting: a centred spinner in the page's main landmark,
// marked busy (aria-busy) like the app's other loading areas until the screen comes.
import { Spinner } from './spinner';

/** `delayed`: fades in after a moment, for waits that are usually too short to show. */
export function FullScreenLoader({ label, delayed = false }: { label: string; delayed?: boolean }) {
  return (
    <main
      className={delayed ? 'full-screen-loader full-screen-loader--delayed' : 'full-screen-loader'}
      id="main"
      aria-busy="true"
    >
      <Spinner label={label} />
    </main>
  );
}
