import { COLUMNS, replay, type ReplayEvent, type ReplayRow, safeViewerKey } from './replay/fold';
import { csvField, csvHeader, csvLine, formatSummary, ndjsonLine } from './replay/format';
import { at, e, VIDEO, A, B, pair, cast, change, anonKey, upload, tallyOf, parseCsv } from './replay/replay-log.testing';

// ---------------------------------------------------------------------------
// the pure fold
// ---------------------------------------------------------------------------

describe('replay fold', () => {
  const until = new Date('2026-06-01T00:00:00Z');

  it('a cast, a change and a change back: one row each, the tally follows the current vote', async () => {
    const { rows, summary } = await replay([
      upload(),
      cast('u1', A, at(1)),
      change('u1', B, A, at(2)),
      change('u1', A, B, at(3)),
      cast('u2', B, at(4)),
    ], { until });

    expect(rows.map((r) => [r.kind, r.user, r.battlerId, r.previousBattlerId])).toEqual([
      ['vote_cast', 'u1', A, null],
      ['vote_changed', 'u1', B, A],
      ['vote_changed', 'u1', A, B],
      ['vote_cast', 'u2', B, null],
    ]);
    expect(rows[1]).toEqual({
      time: at(2), kind: 'vote_changed', videoId: VIDEO, battlerId: B, previousBattlerId: A, user: 'u1',
      watchedDuration: null, completionPercentage: null, viewId: null,
    });
    expect(tallyOf(summary)).toMatchObject({ battlerAId: A, battlerBId: B, battlerAVotes: 1, battlerBVotes: 1, totalVotes: 2 });
    expect(summary).toMatchObject({ eventsRead: 5, rows: 4, stoppedAt: null });
  });

  it('tallies are exact over many users, changes and videos', async () => {
    const events: ReplayEvent[] = [];
    const expected = new Map<string, { a: number; b: number }>();
    for (const videoId of ['v1', 'v2', 'v3']) {
      events.push(upload(videoId));
      const votes = new Map<string, string>();
      for (let u = 0; u < 250; u++) {
        const userId = `user-${u}`;
        const first = (u * 7 + videoId.length) % 3 === 0 ? B : A;
        events.push(cast(userId, first, at(u), videoId));
        votes.set(userId, first);
        // a third change once, a ninth change back again
        if (u % 3 === 0) {
          const next = first === A ? B : A;
          events.push(change(userId, next, first, at(u + 1), videoId));
          votes.set(userId, next);
          if (u % 9 === 0) {
            events.push(change(userId, first, next, at(u + 2), videoId));
            votes.set(userId, first);
          }
        }
      }
      const values = [...votes.values()];
      expected.set(videoId, { a: values.filter((x) => x === A).length, b: values.filter((x) => x === B).length });
    }
    const { rows, summary } = await replay(events, { until });
    expect(rows).toHaveLength(events.length - 3);
    for (const [videoId, { a, b }] of expected) {
      expect(tallyOf(summary, videoId)).toMatchObject({ battlerAVotes: a, battlerBVotes: b, totalVotes: a + b });
      expect(a + b).toBe(250);
    }
  });

  it('a ballot for a pair the video no longer has does not count', async () => {
    const { summary } = await replay([
      e('VideoUploaded', { videoId: VIDEO, ...pair, title: 'x' }, at(0)),
      cast('u1', A, at(1)),
      cast('u2', B, at(2)),
      e('VideoUpdated', { videoId: VIDEO, battlerAId: A, battlerBId: 'bat-c', previousBattlerAId: A, previousBattlerBId: B }, at(3)),
      e('VoteCast', { videoId: VIDEO, userId: 'u3', battlerId: 'bat-c', battlerAId: A, battlerBId: 'bat-c' }, at(4)),
    ], { until });
    expect(tallyOf(summary)).toMatchObject({ battlerAId: A, battlerBId: 'bat-c', battlerAVotes: 0, battlerBVotes: 1, totalVotes: 1 });
  });

  it('a merge re-points a side: its ballots count for the target, a later vote by the same user is the same vote', async () => {
    const T = 'bat-t';
    const { summary, rows } = await replay([
      e('VideoUploaded', { videoId: VIDEO, ...pair, title: 'x' }, at(0)),
      cast('u1', A, at(1)),
      cast('u2', A, at(2)),
      cast('u3', B, at(3)),
      e('VideoBattlerReassigned', {
        videoId: VIDEO, side: 'A', fromBattlerId: A, fromName: 'A', battlerId: T, battlerName: 'T', battlerAId: T, battlerBId: B,
      }, at(4)),
      // u2 moves to B (its previous vote is the target's now); u4 votes for the target
      e('VoteChanged', { videoId: VIDEO, userId: 'u2', battlerId: B, previousBattlerId: T, battlerAId: T, battlerBId: B }, at(5)),
      e('VoteCast', { videoId: VIDEO, userId: 'u4', battlerId: T, battlerAId: T, battlerBId: B }, at(6)),
    ], { until });
    expect(tallyOf(summary)).toMatchObject({ battlerAId: T, battlerBId: B, battlerAVotes: 2, battlerBVotes: 2, totalVotes: 4 });
    expect(rows).toHaveLength(5);
  });

  it('a vote recorded with the pair from before the merge, in its instant, still counts for the target', async () => {
    const T = 'bat-t';
    const { summary, rows } = await replay([
      e('VideoUploaded', { videoId: VIDEO, ...pair, title: 'x' }, at(0)),
      cast('u1', A, at(1)),
      e('VideoBattlerReassigned', {
        videoId: VIDEO, side: 'A', fromBattlerId: A, fromName: 'A', battlerId: T, battlerName: 'T', battlerAId: T, battlerBId: B,
      }, at(2)),
      cast('u2', A, at(3)),
      change('u1', B, A, at(4)),
    ], { until });
    expect(tallyOf(summary)).toMatchObject({ battlerAVotes: 1, battlerBVotes: 1, totalVotes: 2 });
    expect(rows.map((r) => r.battlerId)).toEqual([A, A, B]);
  });

  it('the cut-off keeps events at or before it and stops at the first later one', async () => {
    const cutoff = at(2);
    const events = [upload(), cast('u1', A, at(1)), change('u1', B, A, cutoff), cast('u2', A, at(3)), cast('u3', A, at(4))];
    const { rows, summary } = await replay(events, { until: new Date(cutoff) });
    expect(rows.map((r) => r.time)).toEqual([at(1), cutoff]);
    expect(tallyOf(summary)).toMatchObject({ battlerAVotes: 0, battlerBVotes: 1, totalVotes: 1 });
    expect(summary.stoppedAt).toEqual({ position: events[3].position, at: at(3) });
    expect(summary).toMatchObject({ eventsRead: 3, rows: 2, lastPosition: events[2].position });
  });

  it('the cut-off compares instants, not strings, when a time is not in the canonical shape', async () => {
    const events = [
      cast('u1', A, '2026-05-31T23:59:59.999Z'),
      // 01:30 at +02:00 is 23:30 UTC the day before: before the cut-off
      cast('u2', A, '2026-06-01T01:30:00+02:00'),
      cast('u3', A, '2026-06-01T00:00:00.001Z'),
    ];
    const { rows } = await replay(events, { until });
    expect(rows.map((r) => r.user)).toEqual(['u1', 'u2']);
  });

  it('views: one row per event with the viewer key and the values; qualified and counted per video', async () => {
    const view = (type: string, data: Record<string, unknown>, n: number) =>
      e(type, { viewId: 'view-1', videoId: VIDEO, viewerKey: 'user:u9', ...data }, at(n));
    const { rows, summary } = await replay([
      upload(),
      view('ViewStarted', {
        sessionId: 'sess-secret', userId: 'u9', userAgent: 'Mozilla/5.0 (X11)', startedAt: at(1), videoDuration: 90,
      }, 1),
      view('ViewProgressRecorded', { watchedDuration: 12.5, completionPercentage: 13.9 }, 2),
      view('ViewQualified', { watchedDuration: 31, completionPercentage: 34.4 }, 3),
      view('ViewCounted', { countedAt: at(3) }, 3),
      e('ViewQualified', { viewId: 'view-2', videoId: VIDEO, viewerKey: anonKey, watchedDuration: 40, completionPercentage: 44 }, at(5)),
    ], { until });

    expect(rows.map((r) => r.kind)).toEqual(['view_started', 'view_progress', 'view_qualified', 'view_counted', 'view_qualified']);
    expect(rows[0]).toEqual({
      time: at(1), kind: 'view_started', videoId: VIDEO, battlerId: null, previousBattlerId: null, user: 'user:u9',
      watchedDuration: null, completionPercentage: null, viewId: 'view-1',
    });
    expect(rows[1]).toMatchObject({ user: 'user:u9', watchedDuration: 12.5, completionPercentage: 13.9, viewId: 'view-1' });
    expect(rows[4].user).toBe(anonKey);
    // nothing of the session or the browser reaches a row
    expect(JSON.stringify(rows)).not.toMatch(/sess-secret|Mozilla/);
    expect(tallyOf(summary)).toMatchObject({ qualifiedViews: 2, countedViews: 1, totalVotes: 0 });
  });

  it('a viewer key that is not user:<id> or anon:<sha256> is hashed, never written in clear', () => {
    expect(safeViewerKey('user:abc')).toBe('user:abc');
    expect(safeViewerKey(anonKey)).toBe(anonKey);
    const hashed = safeViewerKey('203.0.113.7');
    expect(hashed).toMatch(/^anon:[0-9a-f]{64}$/);
    expect(hashed).not.toContain('203.0.113.7');
    expect(safeViewerKey(undefined)).toBeNull();
  });

  it('--video keeps one video: its rows and its tally; the other events still count as read', async () => {
    const { rows, summary } = await replay([cast('u1', A, at(1)), cast('u1', A, at(2), 'other'), cast('u2', B, at(3))], {
      until, videoId: VIDEO,
    });
    expect(rows.map((r) => r.videoId)).toEqual([VIDEO, VIDEO]);
    expect(summary.videos.map((v) => v.videoId)).toEqual([VIDEO]);
    expect(summary.eventsRead).toBe(3);
  });

  it('the tallies are the site\'s: none for a video the log never uploaded; a deleted one keeps those it had', async () => {
    const { rows, summary } = await replay([
      cast('u1', A, at(1), 'never-uploaded'),
      upload(),
      cast('u1', A, at(2)),
      cast('u2', B, at(3)),
      e('VideoDeleted', { videoId: VIDEO }, at(4)),
    ], { until });
    expect(rows).toHaveLength(3);
    expect(tallyOf(summary, 'never-uploaded')).toMatchObject({ battlerAId: null, battlerBId: null, totalVotes: 0, deleted: false });
    expect(tallyOf(summary)).toMatchObject({ battlerAId: A, battlerBId: B, battlerAVotes: 1, battlerBVotes: 1, totalVotes: 2, deleted: true });
    expect(formatSummary(summary, { ms: 1, output: 'x', format: 'csv' })).toMatch(/vid-1 \(deleted\)\s+bat-a\s+1\s+bat-b\s+1\s+2/);
  });

  it('other event types make no row', async () => {
    const { rows, summary } = await replay([
      e('UserRegistered', { userId: 'u1', email: 'x@example.com' }, at(1)),
      e('CommentPosted', { videoId: VIDEO, commentId: 'c1', text: 'hi' }, at(2)),
    ], { until });
    expect(rows).toEqual([]);
    expect(summary.eventsRead).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// CSV and NDJSON
// ---------------------------------------------------------------------------

describe('replay output formats', () => {
  const row: ReplayRow = {
    time: '2026-05-01T12:00:00.000Z', kind: 'vote_changed', videoId: 'a,b', battlerId: 'say "hi"',
    previousBattlerId: 'two\nlines', user: 'cr\rhere', watchedDuration: null, completionPercentage: 12.5, viewId: 'plain',
  };

  it('CSV quotes commas, double quotes, CR and LF (RFC 4180) and reads back to the same fields', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');

    const text = csvHeader() + csvLine(row);
    const [header, record] = parseCsv(text);
    expect(header).toEqual([...COLUMNS]);
    expect(record).toEqual([row.time, row.kind, 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', '', '12.5', 'plain']);
  });

  it('NDJSON: one object per line, each line parses, the columns in order', () => {
    const text = ndjsonLine(row) + ndjsonLine({ ...row, previousBattlerId: null, kind: 'vote_cast' });
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]);
    expect(Object.keys(first)).toEqual([...COLUMNS]);
    expect(first).toEqual(row);
    expect(JSON.parse(lines[1])).toMatchObject({ kind: 'vote_cast', previousBattlerId: null });
  });

  it('the summary shows each video with its tally and views, the events read and the time', async () => {
    const { summary } = await replay([upload(), cast('u1', A, at(1)), cast('u2', B, at(2)), cast('u3', B, at(3))], {
      until: new Date('2026-06-01T00:00:00Z'),
    });
    const text = formatSummary(summary, { ms: 1500, output: 'history.csv', format: 'csv' });
    expect(text).toContain('as of 2026-06-01T00:00:00.000Z');
    expect(text).toMatch(/vid-1\s+bat-a\s+1\s+bat-b\s+2\s+3\s+0\s+0/);
    expect(text).toContain('Events read: 4 (to the end of the log)');
    expect(text).toContain('Time taken: 1.50 s (3 events/s)');
  });
});

// ---------------------------------------------------------------------------
// arguments
// ---------------------------------------------------------------------------
