import { escapeHtml, looksLikeHtml } from '../../../src/core/html';

describe('html', () => {
  it('escapes markup', () =>
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
  it('recognises text that starts with a tag', () => {
    expect(looksLikeHtml('<b>bold</b> text')).toBe(true);
    expect(looksLikeHtml('  <br/>x')).toBe(true);
    expect(looksLikeHtml('a < b')).toBe(false);
  });
});
