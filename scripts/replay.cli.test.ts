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
import { COLUMNS, type ReplayRow, type ReplaySummary } from './replay/fold';
import { at, VIDEO, A, B, pair, tallyOf, parseCsv } from './replay/replay-log.testing';

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
