// offline.html's behaviour (decision 045). That page is static (the build
// renders it from components/errors/offline-page.tsx and nothing hydrates it),
// so this classic script keeps the copy in the app's language, drops the
// other, and makes "Tentar de novo" reload the address that could not open.
// A file rather than an inline script: the CSP's script-src 'self' allows it
// without a hash. The language rule is lib/language.ts's (the stored choice,
// else an English browser, else pt-BR), repeated because this page loads none
// of the app's code; production builds keep the choice under 'language'.
/* global document, Element, location */
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('language');
  } catch {
    // Blocked storage: the browser's language decides.
  }
  const browser = navigator.languages?.[0] ?? navigator.language ?? '';
  const language =
    stored === 'pt-BR' || stored === 'en'
      ? stored
      : browser.toLowerCase().startsWith('en')
        ? 'en'
        : 'pt-BR';

  for (const copy of document.querySelectorAll('[data-offline-copy]')) {
    if (copy.lang === language) {
      copy.hidden = false;
      document.documentElement.lang = language;
      document.title = copy.dataset.title ?? document.title;
    } else {
      copy.remove();
    }
  }
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-retry]')) location.reload();
  });
})();
