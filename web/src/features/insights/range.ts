const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The From/To of the address (`?from=&to=`); anything but a `YYYY-MM-DD` day is left to the default. */
export function rangeOf(search: URLSearchParams): { from: string; to: string } {
  const pick = (name: string) => {
    const v = search.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return { from: pick('from'), to: pick('to') };
}

/** The address's parameters with the range set (an empty bound is removed); other parameters (the tab) are kept. */
export function withRange(search: URLSearchParams, range: { from: string; to: string }): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['from', 'to'] as const) {
    if (range[name]) next.set(name, range[name]);
    else next.delete(name);
  }
  return next;
}
