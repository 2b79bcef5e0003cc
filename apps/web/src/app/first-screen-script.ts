// index.html's inline <head> script (built by vite.config.ts): marks the
// prerendered welcome screen the first frame shows, if any (first-screen.ts).
import { prerenderedFirstScreen } from './first-screen';

try {
  const language = prerenderedFirstScreen(window.location);
  if (language) {
    document.documentElement.dataset.firstScreen = language;
    document.documentElement.lang = language;
  }
} catch {
  // The splash, as without the prerender.
}
