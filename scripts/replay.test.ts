import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { EventMetadata, NewEvent } from '../application/ports/event-store';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { ballotStream } from '../domain/vote/ballot';
import { videoStream } from '../domain/video/video';
import { main } from './replay';
import { parseInstant, parseReplayArgs } from './replay/args';
import { COLUMNS, replay, type ReplayEvent, type ReplayRow, type ReplaySummary, safeViewerKey } from './replay/fold';
import { csvField, csvHeader, csvLine, formatSummary, ndjsonLine } from './replay/format';

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const T0 = Date.parse('2026-05-01T12:00:00.000Z');
/** minute n after T0, in the canonical toISOString() shape the commands record */
const at = (n: number) => new Date(T0 + n * 60_000).toISOString();

let position = 0;
const e = (type: string, data: Record<string, unknown>, when: string): ReplayEvent => ({
  type, data, metadata: { at: when }, position: ++position,
});

const VIDEO = 'vid-1';
const A = 'bat-a';
const B = 'bat-b';
const pair = { battlerAId: A, battlerBId: B };
const cast = (userId: string, battlerId: string, when: string, videoId = VIDEO) =>
  e('VoteCast', { videoId, userId, battlerId, ...pair }, when);
const change = (userId: string, battlerId: string, previousBattlerId: string, when: string, videoId = VIDEO) =>
  e('VoteChanged', { videoId, userId, battlerId, previousBattlerId, ...pair }, when);
const anonKey = `anon:${'ab'.repeat(32)}`;
/** the video's upload: the site (and so the replay's tallies) counts no vote for a video the log never uploaded */
const upload = (videoId = VIDEO, when = at(0)) => e('VideoUploaded', { videoId, ...pair, title: 'x' }, when);

const tallyOf = (summary: ReplaySummary, videoId = VIDEO) => {
  const v = summary.videos.find((x) => x.videoId === videoId);
  if (!v) throw new Error(`no tally for ${videoId}`);
  return v;
};

/** A strict RFC 4180 reader, to check that what we write reads back to the same fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
      if (c === '"') { quoted = false; i++; continue; }
      field += c; i++; continue;
    }
    if (c === '"' && field === '') { quoted = true; i++; continue; }
    if (c === '"') throw new Error(`stray quote at ${i}`);
    if (c === ',') { record.push(field); field = ''; i++; continue; }
    if (c === '\r' && text[i + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; i += 2; continue; }
    if (c === '\n' || c === '\r') throw new Error(`bare line break at ${i}`);
    field += c; i++;
  }
  if (field !== '' || record.length > 0) throw new Error('last record without CRLF');
  return records;
}

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

describe('replay arguments', () => {
  const now = new Date('2026-05-15T10:00:00Z');
  const run = (argv: string[]) => {
    const p = parseReplayArgs(argv, now);
    if (p.kind !== 'run') throw new Error(p.kind === 'error' ? p.message : p.kind);
    return p.args;
  };
  const error = (argv: string[]) => {
    const p = parseReplayArgs(argv, now);
    if (p.kind !== 'error') throw new Error(`expected an error for ${argv.join(' ')}`);
    return p.message;
  };

  it('defaults: until now, stdout, CSV', () => {
    expect(run([])).toEqual({ until: now, out: null, format: 'csv' });
  });

  it('takes the format from the extension; --format overrides it', () => {
    expect(run(['--out', 'h.csv']).format).toBe('csv');
    expect(run(['--out', 'h.NDJSON']).format).toBe('ndjson');
    expect(run(['--out', 'h.csv', '--format', 'ndjson']).format).toBe('ndjson');
    expect(run(['--format=ndjson']).format).toBe('ndjson');
    expect(run(['--video', 'v1']).videoId).toBe('v1');
  });

  it('reads dates and date-times with a zone', () => {
    expect(run(['--until', '2026-06-01T00:00:00Z']).until.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(run(['--until', '2026-06-01']).until.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(run(['--until=2026-06-01T02:00:00+02:00']).until.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(run(['--until', '2026-06-01T02:00+0200']).until.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(parseInstant('2026-06-01T00:00:00.123Z')).toEqual(new Date('2026-06-01T00:00:00.123Z'));
  });

  it('refuses bad input with a message naming the problem', () => {
    expect(error(['--until', 'tomorrow'])).toMatch(/--until: "tomorrow" is not an ISO-8601/);
    expect(error(['--until', '2026-02-30'])).toMatch(/not a valid date/);
    expect(error(['--until', '2026-06-01T25:00:00Z'])).toMatch(/not a valid date/);
    expect(error(['--until', '2026-06-01T00:00:00'])).toMatch(/no time zone/);
    expect(error(['--format', 'xml'])).toMatch(/unknown format "xml"/);
    expect(error(['--out', 'history.txt'])).toMatch(/cannot tell the format from "history.txt"/);
    expect(error(['--video', ' '])).toMatch(/--video needs/);
    expect(error(['--since', 'x'])).toMatch(/--since/);
    expect(error(['history.csv'])).toMatch(/history.csv/);
    expect(error(['--until'])).toMatch(/--until/);
  });
});

// ---------------------------------------------------------------------------
// the CLI over a real SQLite event store
// ---------------------------------------------------------------------------

describe('npm run replay (SQLite event store)', () => {
  let dataDir: string;
  const meta = (when: string, actorId: string | null): EventMetadata => ({
    actorId, at: when, correlationId: `req-${when}`, causationId: null,
  });
  const ev = (type: string, data: unknown, when: string, actorId: string | null): NewEvent => ({
    type, data, metadata: meta(when, actorId),
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ubr-replay-test-'));
    const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    try {
      await store.append(videoStream(VIDEO), [ev('VideoUploaded', {
        videoId: VIDEO, eventId: 'ev-1', title: 'Final, "the rematch"', description: '', ...pair,
        battlerAName: 'Alpha', battlerBName: 'Bravo', isMainEvent: true, requiresAuth: false, thumbnailUrl: null,
        fileKey: 'videos/vid-1.mp4', fileSize: 1000, mimeType: 'video/mp4', duration: 90, width: 1280, height: 720, bitrate: 1000,
      }, at(0), 'admin-1')], 'no_stream');
      const vote = async (userId: string, type: 'VoteCast' | 'VoteChanged', battlerId: string, n: number, expected: number | 'no_stream') => {
        const data = type === 'VoteCast'
          ? { videoId: VIDEO, userId, battlerId, ...pair }
          : { videoId: VIDEO, userId, battlerId, previousBattlerId: battlerId === A ? B : A, ...pair };
        await store.append(ballotStream(VIDEO, userId), [ev(type, data, at(n), userId)], expected);
      };
      await vote('u1', 'VoteCast', A, 1, 'no_stream');
      await vote('u2', 'VoteCast', B, 2, 'no_stream');
      await vote('u1', 'VoteChanged', B, 3, 0);
      await vote('u3', 'VoteCast', A, 4, 'no_stream');
      const viewerKey = `anon:${'0f'.repeat(32)}`;
      await store.append('view-w1', [
        ev('ViewStarted', {
          viewId: 'w1', videoId: VIDEO, sessionId: 's1', userId: null, viewerKey, userAgent: 'curl/8', startedAt: at(5), videoDuration: 90,
        }, at(5), null),
        ev('ViewProgressRecorded', { viewId: 'w1', videoId: VIDEO, viewerKey, watchedDuration: 10, completionPercentage: 11.1 }, at(6), null),
        ev('ViewQualified', { viewId: 'w1', videoId: VIDEO, viewerKey, watchedDuration: 30, completionPercentage: 33.3 }, at(7), null),
      ], 'no_stream');
      await store.append(`view-count-${VIDEO}-${viewerKey}`, [
        ev('ViewCounted', { videoId: VIDEO, viewerKey, viewId: 'w1', countedAt: at(7) }, at(7), null),
      ], 'no_stream');
      // after the cut-off used below
      await vote('u2', 'VoteChanged', A, 20, 0);
    } finally {
      await store.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const runCli = async (argv: string[], env: NodeJS.ProcessEnv = { DATA_DIR: dataDir }) => {
    const stdout = new PassThrough();
    const chunks: Buffer[] = [];
    stdout.on('data', (c: Buffer) => chunks.push(c));
    let stderr = '';
    let summary: ReplaySummary | undefined;
    const code = await main(argv, {
      env, stdout, stderr: { write: (t: string) => { stderr += t; } }, batchSize: 3, onSummary: (s) => { summary = s; },
    });
    return { code, stdout: Buffer.concat(chunks).toString('utf8'), stderr, summary };
  };

  it('writes the CSV file up to the cut-off and prints the tallies as of then', async () => {
    const out = path.join(dataDir, 'history.csv');
    const { code, stderr, summary } = await runCli(['--until', at(10), '--out', out]);
    expect(code).toBe(0);

    const records = parseCsv(readFileSync(out, 'utf8'));
    expect(records[0]).toEqual([...COLUMNS]);
    expect(records.slice(1).map((r) => [r[1], r[5]])).toEqual([
      ['vote_cast', 'u1'], ['vote_cast', 'u2'], ['vote_changed', 'u1'], ['vote_cast', 'u3'],
      ['view_started', `anon:${'0f'.repeat(32)}`], ['view_progress', `anon:${'0f'.repeat(32)}`],
      ['view_qualified', `anon:${'0f'.repeat(32)}`], ['view_counted', `anon:${'0f'.repeat(32)}`],
    ]);
    expect(records[3]).toEqual([at(3), 'vote_changed', VIDEO, B, A, 'u1', '', '', '']);
    expect(records[7]).toEqual([at(7), 'view_qualified', VIDEO, '', '', `anon:${'0f'.repeat(32)}`, '30', '33.3', 'w1']);
    // no partial file left beside it
    expect(readdirSync(dataDir).filter((f) => f.includes('partial'))).toEqual([]);

    // u1 moved to B, u2 on B (its change back to A is after the cut-off), u3 on A
    expect(tallyOf(summary as ReplaySummary)).toMatchObject({
      battlerAVotes: 1, battlerBVotes: 2, totalVotes: 3, qualifiedViews: 1, countedViews: 1,
    });
    expect(summary).toMatchObject({ eventsRead: 9, rows: 8, stoppedAt: { position: 10, at: at(20) } });
    expect(stderr).toContain(`as of ${at(10)}`);
    expect(stderr).toMatch(/vid-1\s+bat-a\s+1\s+bat-b\s+2\s+3\s+1\s+1/);
    expect(stderr).toContain(`Events read: 9 (stopped before position 10, the first event after the cut-off (${at(20)}))`);
    expect(stderr).toMatch(/Time taken: \d+\.\d\d s/);
  });

  it('without --until replays the whole log; NDJSON to stdout, one video', async () => {
    const { code, stdout, summary } = await runCli(['--format', 'ndjson', '--video', VIDEO]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as ReplayRow);
    expect(lines).toHaveLength(9);
    expect(lines[8]).toMatchObject({ kind: 'vote_changed', user: 'u2', battlerId: A, previousBattlerId: B });
    expect(tallyOf(summary as ReplaySummary)).toMatchObject({ battlerAVotes: 2, battlerBVotes: 1, totalVotes: 3 });
    expect(summary?.stoppedAt).toBeNull();
  });

  it('exits 2 on bad input and 1 without a store, writing no file', async () => {
    const out = path.join(dataDir, 'bad.csv');
    const bad = await runCli(['--until', '2026-13-01', '--out', out]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--until: "2026-13-01" is not a valid date/);
    expect((await runCli(['--format', 'xlsx'])).code).toBe(2);

    const missing = path.join(dataDir, 'nowhere');
    const none = await runCli(['--out', out], { DATA_DIR: missing });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No event store at');
    // the replay never creates a store where there was none
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });
});
