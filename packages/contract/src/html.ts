// One HTML escaper (escape-html) for whatever puts our values into HTML: the
// e-mails the server sends and the operator's details in the legal texts.
import escape from 'escape-html';

export const escapeHtml = (text: string): string => escape(text);
