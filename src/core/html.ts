/** Escapes text for use inside HTML markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text is treated as HTML when it starts with an HTML-like tag. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*<[a-z][\w-]*(\s[^>]*)?\/?>/i.test(text);
}
