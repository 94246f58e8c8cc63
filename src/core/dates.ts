/** Date text that is identical on the server and in the browser (no time zone or ICU drift). */

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `March 19, 2024` in English, `2024年3月19日` in Chinese; the calendar day in UTC. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (locale === 'zh') return `${year}年${month + 1}月${day}日`;
  return `${EN_MONTHS[month]} ${day}, ${year}`;
}
