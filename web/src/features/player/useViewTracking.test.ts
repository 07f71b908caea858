import { act, renderHook } from '@testing-library/react';
import { useViewTracking, type ViewTrackingOptions } from './useViewTracking';
import { VIEW_REPORT_INTERVAL_MS, createSessionId, viewProgress } from './viewProgress';

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown>;
  keepalive: boolean;
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch stub answering start-view and update-view; `answers` overrides by method. */
function stubViewsApi(answers: { start?: () => Response; update?: () => Response } = {}) {
  const calls: Call[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: String(input), method: init.method ?? 'GET', body, keepalive: init.keepalive === true });
    if (init.method === 'POST') return answers.start?.() ?? reply(201, { viewId: 'view-1' });
    return answers.update?.() ?? reply(200, { qualified: false, counted: false });
  });
  global.fetch = fn as unknown as typeof fetch;
  const updates = () => calls.filter((c) => c.method === 'PATCH');
  const starts = () => calls.filter((c) => c.method === 'POST');
  return { calls, updates, starts };
}

const setup = (options: ViewTrackingOptions = { duration: 100 }) =>
  renderHook(({ id }) => useViewTracking(id, options), { initialProps: { id: 'vid-1' } });

/** Let timers run and the fetch promises settle. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const settle = () => advance(0);

let warn: jest.SpyInstance;
const realFetch = global.fetch;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
  global.fetch = realFetch;
});

describe('useViewTracking', () => {
  it('starts the view on the first play only, with a random session id', async () => {
    const api = stubViewsApi();
    const { result } = setup();
    expect(api.calls).toHaveLength(0);

    act(() => result.current.playing(0, 100));
    await settle();
    expect(api.starts()).toHaveLength(1);
    expect(api.starts()[0].url).toBe('/api/videos/vid-1/start-view');
    expect(api.starts()[0].body).toEqual({ sessionId: expect.any(String) });
    expect(String(api.starts()[0].body.sessionId).length).toBeGreaterThan(8);

    act(() => result.current.paused(3, 100));
    act(() => result.current.playing(3, 100));
    act(() => result.current.paused(4, 100));
    act(() => result.current.playing(4, 100));
    await settle();
    expect(api.starts()).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports progress at most every 10 s while playing: wall-clock watched time and the furthest position', async () => {
    const api = stubViewsApi();
    const { result } = setup();
    act(() => result.current.playing(0, 100));
    await settle();

    for (let t = 1; t <= 9; t++) {
      await advance(1000);
      act(() => result.current.progress(t, 100));
    }
    await advance(VIEW_REPORT_INTERVAL_MS - 9000 - 1);
    expect(api.updates()).toHaveLength(0);

    await advance(1);
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0]).toMatchObject({
      url: '/api/videos/vid-1/update-view',
      body: { viewId: 'view-1', watchedDuration: 10, completionPercentage: 9 },
      keepalive: false,
    });

    // a seek back does not lower the furthest position
    act(() => result.current.progress(2, 100));
    await advance(9999);
    expect(api.updates()).toHaveLength(1);
    await advance(1);
    expect(api.updates()).toHaveLength(2);
    expect(api.updates()[1].body).toMatchObject({ watchedDuration: 20, completionPercentage: 9 });

    await advance(60_000);
    expect(api.updates()).toHaveLength(8);
  });

  it('reports on pause; the clock stops while paused or buffering', async () => {
    const api = stubViewsApi();
    const { result } = setup();
    act(() => result.current.playing(0, 100));
    await advance(4000);
    act(() => result.current.paused(4, 100));
    await settle();
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0].body).toMatchObject({ watchedDuration: 4, completionPercentage: 4 });

    // paused for a minute: no reports, no watched time
    await advance(60_000);
    expect(api.updates()).toHaveLength(1);

    act(() => result.current.playing(4, 100));
    await advance(2000);
    act(() => result.current.stalled());
    await advance(30_000);
    act(() => result.current.playing(6, 100));
    await advance(1500);
    act(() => result.current.paused(7.5, 100));
    await settle();
    expect(api.updates()).toHaveLength(2);
    expect(api.updates()[1].body).toMatchObject({ watchedDuration: 7.5, completionPercentage: 7.5 });

    // a second pause with nothing new is not sent again
    act(() => result.current.paused(7.5, 100));
    await settle();
    expect(api.updates()).toHaveLength(2);
  });

  it('sends the last report on unmount with fetch keepalive and PATCH', async () => {
    const api = stubViewsApi();
    const { result, unmount } = setup();
    act(() => result.current.playing(0, 100));
    await advance(3000);
    act(() => result.current.progress(3, 100));
    unmount();
    await settle();
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0]).toMatchObject({
      method: 'PATCH',
      keepalive: true,
      body: { viewId: 'view-1', watchedDuration: 3, completionPercentage: 3 },
    });

    // nothing after close
    await advance(60_000);
    expect(api.updates()).toHaveLength(1);
  });

  it('reports nothing on unmount when the video never played', async () => {
    const api = stubViewsApi();
    const { unmount } = setup();
    unmount();
    await settle();
    expect(api.calls).toHaveLength(0);
  });

  it('reports when the page is hidden, with keepalive, and keeps counting', async () => {
    const api = stubViewsApi();
    const { result } = setup();
    act(() => result.current.playing(0, 100));
    await advance(5000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await settle();
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0]).toMatchObject({ keepalive: true, body: { watchedDuration: 5 } });
    await advance(VIEW_REPORT_INTERVAL_MS);
    expect(api.updates()).toHaveLength(2);
    expect(api.updates()[1].body).toMatchObject({ watchedDuration: 15 });
  });

  it('waits for the viewId when a pause comes before start-view answered', async () => {
    let release: (r: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const calls: { method?: string; body?: unknown }[] = [];
    global.fetch = jest.fn((_url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ method: init.method, body: init.body && JSON.parse(String(init.body)) });
      return init.method === 'POST' ? pending : Promise.resolve(reply(200, { qualified: false, counted: false }));
    }) as unknown as typeof fetch;
    const { result } = setup();
    act(() => result.current.playing(0, 100));
    await advance(1000);
    act(() => result.current.paused(1, 100));
    await settle();
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    release(reply(201, { viewId: 'late-view' }));
    await settle();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(calls[1].body).toMatchObject({ viewId: 'late-view', watchedDuration: 1 });
  });

  it('only logs failures: a failed start sends no updates, a failed update changes nothing', async () => {
    const api = stubViewsApi({ start: () => reply(429, { message: 'Too many requests' }) });
    const { result, unmount } = setup();
    act(() => result.current.playing(0, 100));
    await advance(25_000);
    act(() => result.current.paused(25, 100));
    unmount();
    await settle();
    expect(api.starts()).toHaveLength(1);
    expect(api.updates()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('View tracking: start-view failed', expect.stringContaining('429'));

    warn.mockClear();
    const failing = stubViewsApi({ update: () => reply(500, { message: 'boom' }) });
    const second = setup();
    act(() => second.result.current.playing(0, 100));
    await advance(10_000);
    expect(failing.updates()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('View tracking: update-view failed', expect.stringContaining('500'));
    // it keeps reporting on schedule
    await advance(10_000);
    expect(failing.updates()).toHaveLength(2);
  });

  it('logs a network error without throwing', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const { result } = setup();
    act(() => result.current.playing(0, 100));
    await settle();
    expect(warn).toHaveBeenCalledWith('View tracking: start-view failed', expect.any(TypeError));
  });

  it('tells the caller once when the server counted the view', async () => {
    const onCounted = jest.fn();
    stubViewsApi({ update: () => reply(200, { qualified: true, counted: true }) });
    const { result } = setup({ duration: 100, onCounted });
    act(() => result.current.playing(0, 100));
    await advance(30_000);
    expect(onCounted).toHaveBeenCalledTimes(1);
  });

  it('a new video starts a new view with a new session', async () => {
    const api = stubViewsApi();
    const { result, rerender } = setup();
    act(() => result.current.playing(0, 100));
    await advance(2000);
    rerender({ id: 'vid-2' });
    await settle();
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0]).toMatchObject({ url: '/api/videos/vid-1/update-view', keepalive: true });
    act(() => result.current.playing(0, 50));
    await settle();
    expect(api.starts()).toHaveLength(2);
    expect(api.starts()[1].url).toBe('/api/videos/vid-2/start-view');
    expect(api.starts()[1].body.sessionId).not.toBe(api.starts()[0].body.sessionId);
  });
});

describe('viewProgress', () => {
  it('rounds watched time down to 0.1 s and completion to one decimal, capped at 100', () => {
    expect(viewProgress(12_345, 33.333, 100)).toEqual({ watchedDuration: 12.3, completionPercentage: 33.3 });
    expect(viewProgress(5000, 120, 100)).toEqual({ watchedDuration: 5, completionPercentage: 100 });
  });

  it('never reports more watched time than the video lasts (slow speeds, replays)', () => {
    expect(viewProgress(250_000, 100, 100, 99.5)).toEqual({ watchedDuration: 99.5, completionPercentage: 100 });
    expect(viewProgress(250_000, 50, Number.NaN, 100)).toEqual({ watchedDuration: 100, completionPercentage: 50 });
  });

  it('reports 0 % while no duration is known', () => {
    expect(viewProgress(3000, 3, Number.NaN, null)).toEqual({ watchedDuration: 3, completionPercentage: 0 });
  });
});

describe('createSessionId', () => {
  it('is random, with a fallback where crypto.randomUUID is missing (insecure contexts)', () => {
    expect(createSessionId()).not.toBe(createSessionId());
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createSessionId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
