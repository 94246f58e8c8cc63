/** Validation of page frontmatter: the build refuses a field of the wrong type, naming file and fix. */

export type PageType = 'home' | 'doc' | '404' | 'custom' | 'blank';
export const PAGE_TYPES: readonly PageType[] = ['home', 'doc', '404', 'custom', 'blank'];
export const FEATURE_SPANS = [2, 3, 4, 6] as const;

type Check = (value: unknown) => string | null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str: Check = (v) => (typeof v === 'string' ? null : 'a string');
/** A string a reader sees as the page's name or summary: blank would show as nothing. */
const words: Check = (v) =>
  typeof v !== 'string' ? 'a string' : v.trim() === '' ? 'a string that is not blank' : null;
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'true or false');
const oneOf =
  (values: readonly (string | number)[]): Check =>
  (v) =>
    values.includes(v as string | number) ? null : `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
const date: Check = (v) =>
  (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && !Number.isNaN(Date.parse(v)))
    ? null
    : 'a date such as 2024-03-19 08:00:00 (UTC)';

function objectOf(fields: Record<string, Check>, required: string[] = []): Check {
  return (value) => {
    if (!isPlainObject(value)) return `an object with ${Object.keys(fields).join(', ')}`;
    for (const key of required) if (!(key in value)) return `an object that has "${key}"`;
    for (const [key, inner] of Object.entries(value)) {
      const check = fields[key];
      if (!check) return `an object with only ${Object.keys(fields).join(', ')} (found "${key}")`;
      const problem = check(inner);
      if (problem) return `an object whose "${key}" is ${problem}`;
    }
    return null;
  };
}

function listOf(item: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return 'a list';
    for (const [index, entry] of value.entries()) {
      const problem = item(entry);
      if (problem) return `a list whose item ${index + 1} is ${problem}`;
    }
    return null;
  };
}

const heroAction = objectOf({ text: str, link: str, theme: oneOf(['brand', 'alt']) }, ['text', 'link']);
const hero = objectOf(
  {
    name: str,
    text: str,
    tagline: str,
    actions: listOf(heroAction),
    image: objectOf({ src: str, alt: str }, ['src', 'alt']),
  },
  ['name'],
);
const feature = objectOf({ icon: str, title: str, details: str, link: str, span: oneOf(FEATURE_SPANS) }, [
  'title',
  'details',
]);

/** Every frontmatter field a page may carry, with the type it must have. */
export const FRONTMATTER_FIELDS: Record<string, Check> = {
  pageType: oneOf(PAGE_TYPES),
  title: words,
  description: words,
  overview: bool,
  navbar: bool,
  sidebar: bool,
  outline: bool,
  footer: bool,
  hero,
  features: listOf(feature),
  globalUIComponents: bool,
  published_at: date,
  // Facts shown in the header of a configuration page.
  type: str,
  default: str,
  version: str,
};

/** The fields whose value is a date. */
const DATE_FIELDS = Object.keys(FRONTMATTER_FIELDS).filter((field) => FRONTMATTER_FIELDS[field] === date);

/** A written date and time, as YAML timestamps and `Date.parse` read them. */
const WRITTEN_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2}))?)?/;

/** What of a written date the calendar does not have (month 13, February 30, 24:00), or null. */
function calendarSlip(written: string): string | null {
  const match = WRITTEN_DATE.exec(written);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `month ${month} of ${year} has no day ${day}`;
  if (hour > 23 || minute > 59 || second > 59)
    return `${hour}:${match[5]}${match[6] ? `:${match[6]}` : ''} is no time of day`;
  return null;
}

/**
 * Dates written with a day or time the calendar does not have. YAML and `Date.parse` both roll
 * them over without a word (2024-02-30 is read as March 1), so they are checked as written, in
 * the frontmatter's YAML text.
 */
export function writtenDateProblems(yaml: string): FrontmatterProblem[] {
  const problems: FrontmatterProblem[] = [];
  for (const field of DATE_FIELDS) {
    const line = new RegExp(`^${field}:[ \\t]*['"]?([^'"\\n]*)`, 'm').exec(yaml);
    const written = line?.[1]?.trim() ?? '';
    const slip = calendarSlip(written);
    if (slip) problems.push({ field, message: `"${field}" is ${written}, but ${slip}` });
  }
  return problems;
}

export interface FrontmatterProblem {
  field: string;
  message: string;
}

/** Lists what is wrong with a page's frontmatter; an empty list means it is valid. */
export function validateFrontmatter(frontmatter: Record<string, unknown>, routed: boolean): FrontmatterProblem[] {
  const problems: FrontmatterProblem[] = [];
  for (const [field, value] of Object.entries(frontmatter)) {
    const check = FRONTMATTER_FIELDS[field];
    if (!check) {
      problems.push({
        field,
        message: `unknown field "${field}"; the known fields are ${Object.keys(FRONTMATTER_FIELDS).join(', ')}`,
      });
      continue;
    }
    if (value === null || value === undefined) continue;
    const problem = check(value);
    if (problem) problems.push({ field, message: `"${field}" must be ${problem}` });
  }
  // A title of the wrong type is reported above; this is for a title that is not there at all.
  if (routed && (frontmatter.title === undefined || frontmatter.title === null) && frontmatter.pageType !== 'home') {
    problems.push({ field: 'title', message: 'every routed page needs a "title" (a string)' });
  }
  return problems;
}
