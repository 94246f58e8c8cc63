/**
 * Problems found in one content file on its own: frontmatter that is not YAML, MDX that does
 * not parse, frontmatter fields of the wrong type, headings without a usable anchor, code
 * blocks in a language the site does not highlight. Each names the file with the line and
 * column in the file, and a fix that fits the error. The build and `npm run check:content`
 * both report through these.
 */
import type { CodeFence } from './code-fences';
import type { BuildProblem } from './content-checks';
import type { FrontmatterProblem } from './frontmatter';
import { closestByEdits } from './search-query';

/** `file:line:column`, leaving out what is unknown. */
export function fileLocation(file: string, line?: number | null, column?: number | null): string {
  if (!line) return file;
  return column ? `${file}:${line}:${column}` : `${file}:${line}`;
}

/** What a YAML parser (js-yaml, through gray-matter) throws: `mark` is 0-based in the frontmatter. */
interface YamlError {
  reason?: string;
  message?: string;
  mark?: { line: number; column: number; buffer?: string };
}

/**
 * A quote left open is only noticed where the frontmatter ends: point at the last line
 * before that which holds an odd number of that quote, where the value starts.
 */
function openQuoteAt(mark: NonNullable<YamlError['mark']>, quote: string): { line: number; column: number } {
  const lines = (mark.buffer ?? '').split('\n');
  for (let line = Math.min(mark.line, lines.length - 1); line >= 0; line -= 1) {
    const text = lines[line] ?? '';
    if (text.split(quote).length % 2 === 0) return { line, column: text.indexOf(quote) };
  }
  return mark;
}

function yamlFix(reason: string): string {
  if (/end of the stream within a (?:double|single) quoted scalar/.test(reason))
    return 'the quoted value that starts here is never closed: add the closing quote at its end';
  if (/end of the stream within a flow collection/.test(reason))
    return 'a [ or { is never closed: close it on the same line, or quote the value';
  if (/mapping pair|colon|mapping entry/.test(reason))
    return 'quote a value that holds ": " (e.g. description: "Step 1: install"), and indent nested fields by two spaces';
  if (/indentation/.test(reason))
    return 'indent nested fields by two spaces and keep the others at the start of the line';
  if (/duplicated mapping key/.test(reason)) return 'keep one of the two fields of the same name';
  return 'correct the YAML between the --- lines (quote a value that holds : # or a leading special character)';
}

/**
 * Frontmatter that gray-matter cannot read. The frontmatter text starts right after the
 * opening `---` on line 1, so its line n (0-based) is line n + 1 of the file.
 */
export function frontmatterYamlProblem(file: string, error: unknown): BuildProblem {
  const { reason, message, mark } = (error ?? {}) as YamlError;
  const why = reason ?? message ?? String(error);
  const quote = /within a (double|single) quoted scalar/.exec(why)?.[1];
  const at = mark && quote ? openQuoteAt(mark, quote === 'double' ? '"' : "'") : mark;
  return {
    file: at ? fileLocation(file, at.line + 1, at.column + 1) : file,
    message: `the frontmatter is not valid YAML: ${why}`,
    fix: yamlFix(why),
  };
}

/** What remark-mdx throws: a VFileMessage, positions in the MDX body. */
interface MdxParseError {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
  ruleId?: string | null;
}

const POSITION_IN_REASON = /\((\d+):(\d+)-\d+:\d+\)/g;

/** The fix for each kind of MDX syntax error, read from remark-mdx's reason. */
function mdxFix(reason: string): string {
  const unclosed = /Expected a closing tag for `<([^>\s]+)[^`]*>`/.exec(reason);
  if (unclosed)
    return `close it with </${unclosed[1]}> after its content, or write <${unclosed[1]} /> when it has none`;
  const crossed = /Unexpected closing tag `<\/([^>]+)>`, expected corresponding closing tag for `<([^>\s]+)/.exec(
    reason,
  );
  if (crossed)
    return `close <${crossed[2]}> with </${crossed[2]}> before </${crossed[1]}>: tags close in the reverse order they open`;
  if (/Unexpected closing slash/.test(reason))
    return 'remove the closing tag, or add the opening tag it closes; a literal </ in text is written &lt;/';
  if (/to create a comment in MDX/.test(reason)) return 'write comments as {/* … */}; HTML comments are not MDX';
  if (/Unexpected end of file in expression|closing brace/.test(reason))
    return 'a { starts an expression that is never closed: write a literal brace as \\{ or put it in `inline code`';
  if (/acorn|expression/i.test(reason))
    return 'a { } in text is read as JavaScript: write a literal brace as \\{ \\} or put it in `inline code`';
  if (/before name|after name|attribute/.test(reason))
    return 'a < in text starts a tag: write a literal < as &lt; or put it in `inline code`; attribute values need quotes or { }';
  return 'escape a literal { } or < in text as \\{ \\} or &lt;, put it in `inline code`, or write comments as {/* … */}';
}

/**
 * A parse error of the MDX body. `lineOffset` is the number of lines above the body (the
 * frontmatter), so that positions become lines of the file. remark-mdx leaves the position of
 * an unclosed tag empty and names it in the reason instead: that is where the author looks.
 */
export function mdxSyntaxProblem(file: string, error: unknown, lineOffset: number): BuildProblem {
  const { line, column, reason, message } = (error ?? {}) as MdxParseError;
  const why = reason ?? message ?? String(error);
  let at: { line: number; column: number } | null = line ? { line, column: column ?? 0 } : null;
  const named = /^Expected a closing tag for `[^`]+` \((\d+):(\d+)-/.exec(why);
  if (named) at = { line: Number(named[1]), column: Number(named[2]) };
  const shown = why.replace(
    POSITION_IN_REASON,
    (_, l: string, c: string) => `(line ${Number(l) + lineOffset}, column ${c})`,
  );
  return {
    file: at ? fileLocation(file, at.line + lineOffset, at.column) : file,
    message: `the MDX does not parse: ${shown}`,
    fix: mdxFix(why),
  };
}

/** A frontmatter field of the wrong type or an unknown one. */
export function frontmatterFieldProblems(file: string, problems: readonly FrontmatterProblem[]): BuildProblem[] {
  return problems.map((problem) => ({
    file,
    message: problem.message,
    fix: `correct "${problem.field}" in the frontmatter at the top of the file (see "Adding a page" in README.md)`,
  }));
}

export interface UnanchoredHeading {
  text: string;
  line: number;
}

/** A heading of emoji or punctuation only gets an empty anchor (or `-1`): the outline and links cannot reach it. */
export function headingAnchorProblems(
  file: string,
  headings: readonly UnanchoredHeading[],
  lineOffset: number,
): BuildProblem[] {
  return headings.map((heading) => ({
    file: fileLocation(file, heading.line + lineOffset),
    message: `the heading "${heading.text}" has no letter or digit, so it gets no anchor the outline and links can use`,
    fix: 'add words to the heading (its anchor is made of its letters and digits), or make it a bold line if it starts no section',
  }));
}

/**
 * A code block marked with a language the site does not highlight (a typo such as `javscript`,
 * or a language no page used before) would show as plain text, with a warning lost in the
 * build's output. `known` tells the languages the highlighter loads; `names` are offered in the fix.
 */
export function codeLanguageProblems(
  file: string,
  fences: readonly Pick<CodeFence, 'lang' | 'line'>[],
  known: (lang: string) => boolean,
  names: readonly string[],
): BuildProblem[] {
  return fences
    .filter((fence) => !known(fence.lang))
    .map((fence) => {
      const lang = fence.lang.toLowerCase();
      // The closest name one or two edits away (one for a two-letter name): `javscript` → javascript.
      const near = closestByEdits(lang, names, (name) => Math.min(2, name.length - 1));
      return {
        file: fileLocation(file, fence.line),
        message: `the code block is marked "${fence.lang}", a language the site does not highlight, so it would show as plain text`,
        fix: `${near ? `write ${near}, or ` : ''}mark it with one of ${names.join(', ')} (text for plain text), or add the language to HIGHLIGHTED_LANGUAGES in gatsby/remark-code-blocks.ts`,
      };
    });
}
