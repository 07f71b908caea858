import { autoQuality, connectionDownlink, QUALITIES, qualityForDownlink, renditionUrl, sortQualities } from './quality';

const ALL = [...QUALITIES];

describe('autoQuality', () => {
  it.each([
    [100, '2160p'],
    [25.1, '2160p'],
    [25, '1440p'],
    [15.1, '1440p'],
    [15, '1080p'],
    [8.1, '1080p'],
    [8, '720p'],
    [4.1, '720p'],
    [4, '480p'],
    [2.1, '480p'],
    [2, '360p'],
    [0.5, '360p'],
    [0, '360p'],
  ])('downlink %p Mbit/s with every rendition → %s', (downlink, expected) => {
    expect(qualityForDownlink(downlink)).toBe(expected);
    expect(autoQuality(ALL, downlink)).toBe(expected);
  });

  it.each<[string[], number, string]>([
    // the rung the rule names is missing: the lowest available, not the next lower one
    [['1080p', '720p', '480p', '360p'], 30, '360p'],
    [['1080p', '720p', '480p'], 16, '480p'],
    [['720p', '480p'], 10, '480p'],
    [['1080p'], 1, '1080p'],
    [['2160p', '1440p'], 3, '1440p'],
    // the rung exists: taken
    [['1080p', '720p', '480p', '360p'], 10, '1080p'],
    [['720p', '360p'], 5, '720p'],
  ])('available %j at %p Mbit/s → %s', (available, downlink, expected) => {
    expect(autoQuality(available, downlink)).toBe(expected);
  });

  it.each<[string[], string]>([
    [ALL, '720p'],
    [['720p'], '720p'],
    [['1080p', '720p', '480p', '360p'], '720p'],
    // no 720p: the middle option (highest first; of two middles the lower)
    [['2160p', '1440p', '1080p'], '1440p'],
    [['1080p', '480p', '360p'], '480p'],
    [['480p', '360p'], '360p'],
    [['1080p'], '1080p'],
    [['2160p', '1440p', '1080p', '480p', '360p'], '1080p'],
  ])('without connection information %j → %s', (available, expected) => {
    expect(autoQuality(available)).toBe(expected);
    expect(autoQuality(available, Number.NaN)).toBe(expected);
  });

  it('orders an unsorted server list and ignores unknown names and duplicates', () => {
    expect(sortQualities(['360p', 'weird', '1080p', '720p', '1080p'])).toEqual(['1080p', '720p', '360p']);
    expect(autoQuality(['360p', '2160p', '1440p'])).toBe('1440p');
    expect(autoQuality(['360p', '1080p'], 50)).toBe('360p');
  });

  it('answers null (the original file) without renditions', () => {
    expect(autoQuality([])).toBeNull();
    expect(autoQuality([], 30)).toBeNull();
    expect(autoQuality(['4k'])).toBeNull();
  });
});

describe('renditionUrl', () => {
  it('adds ?quality= for a rendition and keeps the original without one', () => {
    expect(renditionUrl('/uploads/v.mp4', '720p')).toBe('/uploads/v.mp4?quality=720p');
    expect(renditionUrl('/api/videos/1/stream?t=1', '480p')).toBe('/api/videos/1/stream?t=1&quality=480p');
    expect(renditionUrl('/uploads/v.mp4', null)).toBe('/uploads/v.mp4');
  });
});

describe('connectionDownlink', () => {
  const nav = navigator as Navigator & { connection?: unknown };
  afterEach(() => {
    delete nav.connection;
  });

  it('reads navigator.connection.downlink, undefined when the browser does not tell', () => {
    expect(connectionDownlink()).toBeUndefined();
    Object.defineProperty(nav, 'connection', { value: { downlink: 9.5 }, configurable: true });
    expect(connectionDownlink()).toBe(9.5);
    Object.defineProperty(nav, 'connection', { value: {}, configurable: true });
    expect(connectionDownlink()).toBeUndefined();
  });
});
