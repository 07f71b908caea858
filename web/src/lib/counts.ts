/** View counts as K or M with one decimal (admin §9). Here, not in a feature, so any feature may show counts without importing another's insides. */
export function formatCount(n: number): string {
  // from 999,950 the K form would round up to '1000.0K'
  if (n >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

let fractions: Intl.NumberFormat | undefined;

/**
 * A number with thousands separators, 'en-US' on every machine. Whole numbers without Intl:
 * its first use costs a phone the locale data (issue 15), and counts are whole.
 */
export function withSeparators(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  fractions ??= new Intl.NumberFormat('en-US');
  return fractions.format(n);
}
