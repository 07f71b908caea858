import type { SponsorReach } from '../../../application/reach/answers';

/**
 * A cell as RFC 4180 quotes it; text a spreadsheet would run as a formula (= + - @ first)
 * is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

/**
 * A reach as CSV: the daily series (day,views,votes, oldest first), a blank line, then one
 * row per event with its headers. Lines end with CRLF (RFC 4180).
 */
export function reachCsv(r: SponsorReach): string {
  const rows = [
    line(['day', 'views', 'votes']),
    ...r.daily.map((d) => line([d.day, d.views, d.votes])),
    '',
    line(['eventId', 'title', 'eventDate', 'videos', 'views', 'uniqueViewers', 'watchSeconds', 'votes', 'comments']),
    ...r.events.map((e) => line([e.eventId, e.title, e.eventDate, e.videos, e.views, e.uniqueViewers, e.watchSeconds, e.votes, e.comments])),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** 'Acme Drinks, Inc.' → 'acme-drinks-inc' (plain letters and digits; 'sponsor' when none are left). */
export function companySlug(companyName: string): string {
  const slug = companyName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || 'sponsor';
}
