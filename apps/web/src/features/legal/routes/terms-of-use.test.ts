import { describe, expect, it } from 'vitest';
import { sanitizeTermsHtml } from './terms-of-use';

describe('sanitizeTermsHtml', () => {
  it('keeps headings, paragraphs, lists and links', () => {
    const html =
      '<h2>1. Uso</h2><p>Texto <strong>forte</strong> e <a href="https://rosto.app">link</a>.</p><ul><li>a</li></ul>';
    expect(sanitizeTermsHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links and inline styles', () => {
    const clean = sanitizeTermsHtml(
      '<p style="display:none" onclick="steal()">oi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>oi</p>');
  });
});
