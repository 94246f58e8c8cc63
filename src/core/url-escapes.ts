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

/** Keeps the escapes of a run that decode as UTF-8 and writes the `%` of the others as `percent`. */
function repairRun(run: string, percent: string): string {
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
      out += `${percent}${escapes[i]!.slice(1)}`;
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
export function repairPercentEscapes(text: string, percent = PERCENT): string {
  if (isDecodable(text)) return text;
  return text
    .split(/(%(?:[\da-f]{2})?)/i)
    .map((part) => (part === '%' ? percent : part))
    .join('')
    .replace(ESCAPE_RUN, (run) => repairRun(run, percent));
}

/** A literal `%`, escaped. */
export const PERCENT = '%25';
/** U+FFFD, what a UTF-8 decoder shows for a byte it cannot read, escaped. */
const REPLACEMENT = '%EF%BF%BD';

/**
 * The path repaired so that it decodes without error however many times it is decoded:
 * Gatsby's page lookup decodes the path it is given, and again the path it found. So no
 * `%` may survive the first decoding: a malformed escape, and a literal `%` (`%25`), become
 * the replacement character. No page of the site has a `%` in its route.
 */
export function repairPathEscapes(path: string): string {
  return repairPercentEscapes(path, REPLACEMENT).replace(/%25/gi, REPLACEMENT);
}

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The inline script run in the head of every page, before Gatsby's bundle reads the URL: its
 * router decodes the path as it loads and its scroll handling decodes the hash, and a malformed
 * escape there leaves the page blank. It repeats `repairPercentEscapes` in plain ES5 (a unit
 * test checks both agree) on the path (as `repairPathEscapes`), query and hash, now and on every history change, and
 * replaces the URL in place when something was repaired.
 */
export function urlRepairScript(): string {
  return `(function(){function ok(t){try{decodeURIComponent(t);return true}catch(e){return false}}function len(b){return b<128?1:b>=194&&b<=223?2:b>=224&&b<=239?3:b>=240&&b<=244?4:0}function run(r,c){var x=r.match(/%[0-9a-f]{2}/gi),o='',i=0;while(i<x.length){var n=len(parseInt(x[i].slice(1),16)),q=x.slice(i,i+n).join('');if(n>0&&i+n<=x.length&&ok(q)){o+=q;i+=n}else{o+=c+x[i].slice(1);i+=1}}return o}function fix(t,c){if(ok(t))return t;return t.split(/(%(?:[0-9a-f]{2})?)/i).map(function(p){return p==='%'?c:p}).join('').replace(/(?:%[0-9a-f]{2})+/gi,function(r){return run(r,c)})}function repair(){try{var l=window.location,p=fix(l.pathname,'${REPLACEMENT}').replace(/%25/gi,'${REPLACEMENT}'),s=fix(l.search,'${PERCENT}'),h=fix(l.hash,'${PERCENT}');if(p!==l.pathname||s!==l.search||h!==l.hash)history.replaceState(history.state,'',p+s+h)}catch(e){}}repair();window.addEventListener('popstate',repair,true);window.addEventListener('hashchange',repair,true)})();`;
}
