// A local double of reCAPTCHA's siteverify for the visible-fallback spec
// (captcha-fallback.spec.ts; decision 040 §10): the server checks tokens here
// with the same adapter it uses against Google. An invisible token reads
// "score:<n>:<action>"; the checkbox's token is "ticked", and counts only with
// the visible secret, as Google's two key pairs do.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
createServer((request, response) => {
  if (request.method === 'GET') {
    response.end('ok');
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const token = form.get('response') ?? '';
    const visible = form.get('secret') === 'e2e-visible-secret';
    const [, score, action] = /^score:([\d.]+):(\w+)$/u.exec(token) ?? [];
    const answer = visible
      ? { success: token === 'ticked' }
      : score
        ? { success: true, score: Number(score), action }
        : { success: false };
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
}).listen(port, '127.0.0.1');
