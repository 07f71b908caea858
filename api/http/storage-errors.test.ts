import { STORAGE_FULL, STORAGE_READ_ONLY } from '../../domain/storage/limits';
import { errorReply, storageFailure } from './errors';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('storage failures', () => {
  it('tells a full disk from a read-only one by the system or SQLite code, also inside a cause', () => {
    expect(storageFailure(coded('ENOSPC'))).toBe('full');
    expect(storageFailure(coded('EDQUOT'))).toBe('full');
    expect(storageFailure(coded('SQLITE_FULL'))).toBe('full');
    expect(storageFailure(coded('EROFS'))).toBe('read_only');
    expect(storageFailure(coded('EACCES'))).toBe('read_only');
    expect(storageFailure(coded('SQLITE_READONLY'))).toBe('read_only');
    expect(storageFailure(coded('SQLITE_READONLY_DBMOVED'))).toBe('read_only');
    // a disk remounted read-only under an open file, or failing: SQLite's I/O errors and the system's
    expect(storageFailure(coded('SQLITE_IOERR_WRITE'))).toBe('read_only');
    expect(storageFailure(coded('SQLITE_IOERR_FSYNC'))).toBe('read_only');
    expect(storageFailure(coded('EIO'))).toBe('read_only');
    expect(storageFailure(new Error('wrapped', { cause: coded('ENOSPC') }))).toBe('full');
    for (const other of [coded('ENOENT'), coded('SQLITE_BUSY'), coded('SQLITE_CONSTRAINT_UNIQUE'), new Error('x'), null, 'text']) {
      expect(storageFailure(other)).toBeNull();
    }
  });

  it('answers 507 for a full disk and 503 for a read-only one, with the messages of domain/storage/limits.ts', () => {
    expect(errorReply(coded('SQLITE_FULL'))).toEqual({ status: 507, body: { message: STORAGE_FULL } });
    expect(errorReply(coded('EROFS'))).toEqual({ status: 503, body: { message: STORAGE_READ_ONLY } });
    expect(errorReply(coded('SQLITE_IOERR_WRITE'))).toEqual({ status: 503, body: { message: STORAGE_READ_ONLY } });
    expect(errorReply(coded('ENOENT'))).toBeNull();
  });
});
