import { formatDate, formatDateTime } from './date';
import { errorMessage, formatHttpError, serverMessage } from './errors';
import { firstAndLastInitials } from './initials';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy'", () => {
    expect(formatDate('2025-03-07T12:00:00Z', 'UTC')).toBe('Mar 7, 2025');
    expect(formatDate('2024-09-30T12:00:00Z', 'UTC')).toBe('Sep 30, 2024');
    expect(formatDate(new Date(Date.UTC(2023, 11, 1, 12)), 'UTC')).toBe('Dec 1, 2023');
  });
  it('is empty for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('adds the time for logs', () => {
    expect(formatDateTime('2025-03-07T18:05:00Z', 'UTC')).toBe('Mar 7, 2025, 6:05 PM');
    expect(formatDateTime('2025-03-07T00:05:00Z', 'UTC')).toBe('Mar 7, 2025, 12:05 AM');
    expect(formatDateTime('2025-03-07T12:00:00Z', 'UTC')).toBe('Mar 7, 2025, 12:00 PM');
  });
  it('reads another zone through Intl, across midnight and noon', () => {
    expect(formatDateTime('2025-03-07T06:30:00Z', 'America/Phoenix')).toBe('Mar 6, 2025, 11:30 PM');
    expect(formatDateTime('2025-03-07T19:00:00Z', 'America/Phoenix')).toBe('Mar 7, 2025, 12:00 PM');
    expect(formatDateTime('2025-03-06T18:30:00Z', 'Asia/Kolkata')).toBe('Mar 7, 2025, 12:00 AM');
    expect(formatDate('2025-03-07T06:30:00Z', 'America/Phoenix')).toBe('Mar 6, 2025');
  });
  it("reads the viewer's own zone from the Date itself, as Intl would", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    for (const iso of ['2025-03-07T06:30:00Z', '2025-07-01T12:00:00Z', '2024-12-31T23:59:00Z', '2025-01-01T00:00:00Z']) {
      expect(formatDateTime(iso)).toBe(intl.format(new Date(iso)).replace(/\u202f/g, ' '));
    }
  });
});

describe('error messages', () => {
  it("given a JSON body with a message, then the list says the server's message", () => {
    expect(formatHttpError(400, { message: 'bad' })).toBe('bad');
    expect(formatHttpError(422, { error: 'bad file' })).toBe('bad file');
    expect(formatHttpError(500, '{"message":"Database down"}')).toBe('Database down');
  });
  it('given an HTML 500, then a plain sentence, never the markup or the status', () => {
    const page = '<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>';
    expect(formatHttpError(500, page, 'Internal Server Error')).toBe('The server had a problem. Please try again.');
    expect(formatHttpError(502, { message: '<html>Bad Gateway</html>' })).toBe('The server had a problem. Please try again.');
    expect(formatHttpError(503, null, 'Service Unavailable')).toBe('The server had a problem. Please try again.');
  });
  it('given no answer at all, then it says the server could not be reached', () => {
    expect(formatHttpError('FETCH_ERROR')).toBe('Could not reach the server. Check your connection.');
    expect(formatHttpError('TIMEOUT_ERROR')).toBe('The server took too long to answer. Please try again.');
  });
  it('given a plain-text body or a message too long to be meant for people, then the sentence for the status', () => {
    expect(formatHttpError(500, 'database down')).toBe('The server had a problem. Please try again.');
    expect(formatHttpError(400, { message: 'x'.repeat(201) })).toBe('The request was not accepted. Please check it and try again.');
    expect(formatHttpError(404, 'Cannot GET /api/nothing')).toBe('It could not be found. It may have been removed.');
    expect(formatHttpError(418, '')).toBe('Something went wrong. Please try again.');
  });
  it("given a failure toast, then a server 'message' holding markup or a dump is left out for the default", () => {
    expect(errorMessage({ status: 502, data: { message: '<html><body>Bad Gateway</body></html>' } }, 'Failed to save')).toBe('Failed to save');
    expect(errorMessage({ status: 500, data: { message: 'at Object.<anonymous> '.repeat(20) } }, 'Failed to save')).toBe('Failed to save');
  });
  it('reads the server message, then error, then the default', () => {
    expect(serverMessage({ status: 400, data: { message: 'nope' } })).toBe('nope');
    expect(serverMessage({ status: 400, data: { error: 'bad file' } })).toBe('bad file');
    expect(errorMessage({ status: 500, data: 'text' }, 'Default')).toBe('Default');
    expect(errorMessage(undefined, 'Default')).toBe('Default');
  });
});

describe('a battler photo\'s initials', () => {
  it('makes initials for the photo placeholder', () => {
    expect(firstAndLastInitials('Big Mike')).toBe('BM');
    expect(firstAndLastInitials('rx')).toBe('R');
    expect(firstAndLastInitials('The Real Deal')).toBe('TD');
    expect(firstAndLastInitials('  ')).toBe('?');
  });
});
