import { renderHook } from '@testing-library/react';
import { useSubmissionKey } from './useSubmissionKey';

describe('useSubmissionKey', () => {
  it('keeps the key while the same values are sent again, and takes a new one for other values', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ content: 'hi', tags: ['a'] });
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(result.current.keyFor({ tags: ['a'], content: 'hi' })).toBe(first);
    const edited = result.current.keyFor({ content: 'hi!', tags: ['a'] });
    expect(edited).not.toBe(first);
    // back to the first values: the unfinished attempt is now the edited one's
    expect(result.current.keyFor({ content: 'hi', tags: ['a'] })).not.toBe(first);
  });

  it('forgets the key once done: the same values again are a new submission', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ content: 'hi' });
    rerender();
    expect(result.current.keyFor({ content: 'hi' })).toBe(first);
    result.current.done();
    expect(result.current.keyFor({ content: 'hi' })).not.toBe(first);
  });

  it('compares the values as they were sent, not as the caller changes its object later', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const values = { content: 'hi' };
    const first = result.current.keyFor(values);
    values.content = 'changed';
    expect(result.current.keyFor({ content: 'hi' })).toBe(first);
  });

  it('makes a key without randomUUID (a page not served over https)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const { result } = renderHook(() => useSubmissionKey());
      expect(result.current.keyFor({ content: 'hi' })).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
