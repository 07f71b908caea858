/** Calendar days (`YYYY-MM-DD`, the league's days) counted without a time zone: UTC arithmetic on the date alone. */

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const ofTime = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The day `n` days after (before, when negative) `day`. */
export const addDays = (day: string, n: number): string => ofTime(toTime(day) + n * DAY_MS);

/** Days from `start` to `end`, both included (0 when `end` is before `start`). */
export const dayCount = (start: string, end: string): number => Math.max(0, Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1);

const PAD = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));
const daysIn = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);

/** Calls `visit` with every day from `start` to `end`, both included, oldest first (counted on the calendar: no Date per day). */
export function eachDay(start: string, end: string, visit: (day: string) => void): void {
  let [y, m, d] = start.split('-').map(Number);
  for (let day = start; day <= end;) {
    visit(day);
    if (++d > daysIn(y, m)) {
      d = 1;
      if (++m > 12) { m = 1; y++; }
    }
    day = `${String(y).padStart(4, '0')}-${PAD[m]}-${PAD[d]}`;
  }
}

/** Every day from `start` to `end`, both included, oldest first. */
export function everyDay(start: string, end: string): string[] {
  const out: string[] = [];
  eachDay(start, end, (day) => out.push(day));
  return out;
}
