import { given } from '../../test/given';
import type { ViewEvent } from './view-events';
import { viewCountDecider, viewCountStream } from './view-count';
import { viewDecider, viewStream, type ViewCommand } from './view';

const T0 = '2026-01-01T20:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const started: ViewEvent = { type: 'ViewStarted', data: {
  viewId: 'w1', videoId: 'v1', sessionId: 's1', userId: 'u1', viewerKey: 'user:u1', userAgent: 'UA', startedAt: T0, videoDuration: 100,
} };
const progress = (watched: number, percent: number, seconds: number, extra: Partial<ViewCommand> = {}): ViewCommand => ({
  type: 'RecordViewProgress', videoId: 'v1', viewerKey: 'user:u1', watchedDuration: watched, completionPercentage: percent, at: at(seconds), ...extra,
} as ViewCommand);
const data = (watched: number, percent: number) => ({ viewId: 'w1', videoId: 'v1', viewerKey: 'user:u1', watchedDuration: watched, completionPercentage: percent });

describe('view decider', () => {
  it('names its streams', () => {
    expect(viewStream('w1')).toBe('view-w1');
    expect(viewCountStream('v1', 'user:u1')).toBe('view-count-v1-user:u1');
  });

  it('starts a view once', () => {
    given(viewDecider, []).when({ type: 'StartView', viewId: 'w1', videoId: 'v1', sessionId: 's1', userId: 'u1', viewerKey: 'user:u1', userAgent: 'UA', at: T0, videoDuration: 100 })
      .then([started]);
    given(viewDecider, [started]).when({ type: 'StartView', viewId: 'w1', videoId: 'v1', sessionId: 's1', userId: 'u1', viewerKey: 'user:u1', userAgent: 'UA', at: T0, videoDuration: 100 })
      .thenError('View already started', 'conflict');
  });

  it('records progress, and qualifies once at 30 seconds watched', () => {
    given(viewDecider, [started]).when(progress(10, 10, 10)).then([{ type: 'ViewProgressRecorded', data: data(10, 10) }]);
    given(viewDecider, [started]).when(progress(30, 30, 31)).then([
      { type: 'ViewProgressRecorded', data: data(30, 30) }, { type: 'ViewQualified', data: data(30, 30) },
    ]);
    const qualified: ViewEvent = { type: 'ViewQualified', data: data(30, 30) };
    given(viewDecider, [started, qualified]).when(progress(40, 40, 41)).then([{ type: 'ViewProgressRecorded', data: data(40, 40) }]);
  });

  it('qualifies at 30 % completion of a short video', () => {
    const short: ViewEvent = { ...started, data: { ...started.data, videoDuration: 10 } } as ViewEvent;
    given(viewDecider, [short]).when(progress(3, 30, 3)).then([
      { type: 'ViewProgressRecorded', data: data(3, 30) }, { type: 'ViewQualified', data: data(3, 30) },
    ]);
  });

  it('does not trust watched time beyond the wall clock (plus 5 s) or outside the video', () => {
    given(viewDecider, [started]).when(progress(30, 30, 10)).thenError('watchedDuration is more than the time since the view started', 'validation');
    given(viewDecider, [started]).when(progress(15, 15, 10)).then([{ type: 'ViewProgressRecorded', data: data(15, 15) }]);
    given(viewDecider, [started]).when(progress(102, 50, 200)).thenError("watchedDuration must be between 0 and the video's duration", 'validation');
    given(viewDecider, [started]).when(progress(-1, 50, 200)).thenError("watchedDuration must be between 0 and the video's duration", 'validation');
    given(viewDecider, [started]).when(progress(10, 101, 200)).thenError('completionPercentage must be between 0 and 100', 'validation');
    given(viewDecider, [started]).when(progress(Number.NaN, 1, 200)).thenError("watchedDuration must be between 0 and the video's duration", 'validation');
  });

  it('keeps a view to its video and viewer', () => {
    given(viewDecider, []).when(progress(1, 1, 1)).thenError('View not found', 'not_found');
    given(viewDecider, [started]).when(progress(1, 1, 1, { videoId: 'v2' })).thenError('This view belongs to another video', 'forbidden');
    given(viewDecider, [started]).when(progress(1, 1, 1, { viewerKey: 'user:u2' })).thenError('This view belongs to another viewer', 'forbidden');
  });
});

describe('view count decider', () => {
  const count = (seconds: number) => ({ type: 'CountView' as const, videoId: 'v1', viewerKey: 'user:u1', viewId: 'w1', at: at(seconds) });
  const counted = { type: 'ViewCounted' as const, data: { videoId: 'v1', viewerKey: 'user:u1', viewId: 'w1', countedAt: T0 } };

  it('counts a viewer once per video per hour', () => {
    given(viewCountDecider, []).when(count(0)).then([counted]);
    given(viewCountDecider, [counted]).when(count(3599)).then([]);
    given(viewCountDecider, [counted]).when(count(3600)).then([{ ...counted, data: { ...counted.data, countedAt: at(3600) } }]);
  });
});
