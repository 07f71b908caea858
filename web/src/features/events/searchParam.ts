/** The events list's search in the page's address: /events?q=term (a shared link, Back and reload keep it). */
export const SEARCH_PARAM = 'q';

/** The server refuses a longer term (GET /api/events, eventSearchSchema): the box stops there too. */
export const SEARCH_MAX_LENGTH = 200;

/** The term an address asks for, trimmed; '' (the whole list) when it has none or one the server would refuse. */
export function searchTermOf(params: URLSearchParams): string {
  const term = params.get(SEARCH_PARAM)?.trim() ?? '';
  return term.length > SEARCH_MAX_LENGTH ? '' : term;
}

/** `params` with `term` as the search; the default (no term) is left out of the address. */
export function withSearchTerm(params: URLSearchParams, term: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (term) next.set(SEARCH_PARAM, term);
  else next.delete(SEARCH_PARAM);
  return next;
}
