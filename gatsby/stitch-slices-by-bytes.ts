/**
 * Production builds: Gatsby puts the chunk map and the webpack hash into every page through a
 * slice of its own (`_gatsby-scripts-1`). The map names each page's chunk by its content hash, so
 * an edit to one page changes that slice, and Gatsby stitches it into all ~350 pages again: it
 * reads each page as UTF-8 text, scans it with one regular expression for slice markers, and
 * writes the text back. After one edit that was 0.4–1.2 s of the build's main thread, mostly the
 * decoding of ~48 MB of HTML and the scan.
 *
 * The same stitching, on bytes: a page is read as a Buffer, markers are found with the Buffer's
 * indexOf, and Gatsby's own expression is matched at that place on the bytes that follow, read
 * in Latin-1, where a character is a byte (a window of them, or the rest of the page when the
 * window is too short to hold a marker: the page is never decoded whole). A UTF-8 sequence never
 * holds an ASCII byte, so every marker, every `[^>]` and `[^"]` matches at the same bytes as in
 * Gatsby's text; ids are decoded as UTF-8.
 * Pages, slices, nesting and errors are handled as Gatsby does (gatsby/dist/utils/slices/
 * stitching.js), and the unit tests compare both on the same files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireFromGatsby } from './require-from-gatsby';

/**
 * `\s` of Gatsby's expression, on UTF-8 bytes read as Latin-1: ASCII spaces, and the UTF-8 bytes of
 * JavaScript's other spaces (U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F,
 * U+3000, U+FEFF).
 */
const SPACE = String.raw`(?:[\t\n\v\f\r ]|\xC2\xA0|\xE1\x9A\x80|\xE2\x80[\x80-\x8A\xA8\xA9\xAF]|\xE2\x81\x9F|\xE3\x80\x80|\xEF\xBB\xBF)`;
/** Gatsby's expression for a slice's start or end, as an element or as a comment: sticky, with the places of its groups. */
const MARKER = new RegExp(
  String.raw`<slice-(?<elementType>start|end)${SPACE}[^>]*id="(?<elementId>[^"]+)"[^>]*><\/slice-(?<closingType>[^>]+)>` +
    String.raw`|<!-- slice-(?<commentType>start|end) id="(?<commentId>[^"]+)" -->`,
  'yd',
);
/** What every match of MARKER starts with. */
const OPENINGS = ['<slice-', '<!-- slice-'];

interface Marker {
  index: number;
  end: number;
  id: string;
  type: 'start' | 'end';
}

/** The UTF-8 text of `bytes` at a group's place. */
function textAt(bytes: Buffer, [start, end]: [number, number]): string {
  return bytes.toString('utf8', start, end);
}

/**
 * Bytes read after an opening to match a marker at once: a marker is its opening, an id and at
 * most a few attributes. A marker that does not match in them is matched on the rest of the page.
 */
const MARKER_WINDOW = 512;

/** Gatsby's expression at `at`, on the window of bytes there, else on the rest of the page. */
function matchAt(bytes: Buffer, at: number): RegExpExecArray | null {
  const matchIn = (end: number) => {
    MARKER.lastIndex = 0;
    return MARKER.exec(bytes.toString('latin1', at, end));
  };
  const windowEnd = Math.min(bytes.length, at + MARKER_WINDOW);
  return matchIn(windowEnd) ?? (windowEnd < bytes.length ? matchIn(bytes.length) : null);
}

/** The place of a group of a match made at `at`, in the page's bytes. */
function placeIn(at: number, [start, end]: [number, number]): [number, number] {
  return [at + start, at + end];
}

/** The slice markers of `bytes`, in order, as Gatsby's global scan of the text finds them. */
function* markersOf(bytes: Buffer): Generator<Marker> {
  let from = 0;
  for (;;) {
    const candidates = OPENINGS.map((opening) => bytes.indexOf(opening, from, 'latin1')).filter((at) => at >= 0);
    if (candidates.length === 0) return;
    const at = Math.min(...candidates);
    const match = matchAt(bytes, at);
    const places = match?.indices?.groups;
    if (!match || !places) {
      from = at + 1;
      continue;
    }
    from = at + match[0].length;
    const element = places.elementType !== undefined;
    if (element && match.groups?.elementType !== match.groups?.closingType) {
      throw new Error(
        `Invariant: [stitching slices] start and end tags should be the same. Got: Start: ${match.groups?.elementType} End: ${textAt(bytes, placeIn(at, places.closingType!))}`,
      );
    }
    // The expression allows no other type.
    const type = (element ? match.groups?.elementType : match.groups?.commentType) as Marker['type'];
    const id = placeIn(at, (element ? places.elementId : places.commentId)!);
    yield { index: at, end: from, id: textAt(bytes, id), type };
  }
}

/** `html` with the outermost slices replaced by their (stitched) files' content, as Gatsby stitches it. */
export async function stitchSlices(html: Buffer, readSlice: (id: string) => Promise<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let cursor = 0;
  let open: Marker | undefined;
  for (const marker of markersOf(html)) {
    if (marker.type === 'start') {
      // Inside a slice, everything up to the outer slice's end is replaced.
      if (open) continue;
      parts.push(html.subarray(cursor, marker.index), Buffer.from(`<!-- slice-start id="${marker.id}" -->`));
      cursor = marker.end;
      open = marker;
      continue;
    }
    if (!open) throw new Error('Invariant: [stitching slices] There was no start tag, but close tag was found');
    if (open.id !== marker.id) continue;
    parts.push(await stitchSlices(await readSlice(marker.id), readSlice));
    parts.push(Buffer.from(`<!-- slice-end id="${marker.id}" -->`));
    cursor = marker.end;
    open = undefined;
  }
  if (open) throw new Error('Invariant: [stitching slices] There was start tag, but no close tag was found');
  if (cursor === 0) return html;
  parts.push(html.subarray(cursor));
  return Buffer.concat(parts);
}

/** gatsby-core-utils' place of a page's HTML file in the public folder. */
type HtmlPath = (publicDir: string, pagePath: string) => string;
let htmlPathOf: HtmlPath | undefined;

/** Gatsby's stitching of one page: its HTML file in `publicDir`, rewritten when stitching changed it. */
export async function stitchSliceForAPage({ pagePath, publicDir }: { pagePath: string; publicDir: string }) {
  htmlPathOf ??= (requireFromGatsby()('gatsby-core-utils/page-html') as { generateHtmlPath: HtmlPath })
    .generateHtmlPath;
  const file = htmlPathOf(publicDir, pagePath);
  const html = await readFile(file);
  const readSlice = (id: string) => readFile(path.join(publicDir, '_gatsby', 'slices', `${id}.html`));
  const stitched = await stitchSlices(html, readSlice);
  if (!stitched.equals(html)) await writeFile(file, stitched);
}

/** Makes `gatsby build` stitch slices with the function above (Gatsby calls it through its module's exports). */
export function stitchSlicesByBytes(): void {
  const stitching = requireFromGatsby()('gatsby/dist/utils/slices/stitching') as { stitchSliceForAPage: unknown };
  stitching.stitchSliceForAPage = stitchSliceForAPage;
}
