/**
 * Percent-escapes a visitor may type wrong (`%E0%A4%A`, `%zz`, a lone `%`): decodeURI and
 * decodeURIComponent throw on them, and code that decodes a URL without a guard breaks.
 */

/** Decodes, or returns the text as it came when an escape is malformed. */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ESCAPE_RUN = /(?:%[\da-f]{2})+/gi;

/** Bytes a UTF-8 sequence has, from its first byte; 0 for a byte that cannot start one. */
function sequenceLength(firstByte: number): number {
  if (firstByte < 0x80) return 1;
  if (firstByte >= 0xc2 && firstByte <= 0xdf) return 2;
  if (firstByte >= 0xe0 && firstByte <= 0xef) return 3;
  if (firstByte >= 0xf0 && firstByte <= 0xf4) return 4;
  return 0;
}

/** Keeps the escapes of a run that decode as UTF-8 and turns the `%` of the others into `%25`. */
function repairRun(run: string): string {
  const escapes = run.match(/%[\da-f]{2}/gi) ?? [];
  let out = '';
  let i = 0;
  while (i < escapes.length) {
    const length = sequenceLength(parseInt(escapes[i]!.slice(1), 16));
    const sequence = escapes.slice(i, i + length).join('');
    if (length > 0 && i + length <= escapes.length && safeDecodeURIComponent(sequence) !== sequence) {
      out += sequence;
      i += length;
    } else {
      out += `%25${escapes[i]!.slice(1)}`;
      i += 1;
    }
  }
  return out;
}

/**
 * The same text with every malformed escape written as a literal `%` (`%25`), so that it
 * decodes without error to what the visitor typed. Well-formed escapes are kept as they are;
 * text that already decodes is returned unchanged.
 */
export function repairPercentEscapes(text: string): string {
  if (isDecodable(text)) return text;
  return text
    .split(/(%(?:[\da-f]{2})?)/i)
    .map((part) => (part === '%' ? '%25' : part))
    .join('')
    .replace(ESCAPE_RUN, repairRun);
}

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
