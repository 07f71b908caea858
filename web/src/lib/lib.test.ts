import { formatDate, formatDateTime } from './date';
import { errorMessage, formatHttpError, serverMessage } from './errors';

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
  });
});

describe('error messages', () => {
  it("formats 'status: body text', or the status text when the body is empty", () => {
    expect(formatHttpError(500, 'boom')).toBe('500: boom');
    expect(formatHttpError(400, { message: 'bad' })).toBe('400: {"message":"bad"}');
    expect(formatHttpError(503, '', 'Service Unavailable')).toBe('503: Service Unavailable');
    expect(formatHttpError(502, null, 'Bad Gateway')).toBe('502: Bad Gateway');
  });
  it('reads the server message, then error, then the default', () => {
    expect(serverMessage({ status: 400, data: { message: 'nope' } })).toBe('nope');
    expect(serverMessage({ status: 400, data: { error: 'bad file' } })).toBe('bad file');
    expect(errorMessage({ status: 500, data: 'text' }, 'Default')).toBe('Default');
    expect(errorMessage(undefined, 'Default')).toBe('Default');
  });
});
