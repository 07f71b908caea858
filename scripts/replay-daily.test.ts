import { PassThrough } from 'node:stream';
import { ReachQueries } from '../application/reach/reach-queries';
import { allProjectors } from '../api/features/projectors';
import { ReachLog } from '../projections/reach/reach-log.testing';
import { ProjectionRunner } from '../projections/runner';
import { embeddedStores } from '../test/stores';
import { main } from './replay';
import { parseReplayArgs } from './replay/args';

/** A seeded league over a week: members, views, votes and a change, comments and a removal, a moved and a deleted video. */
function seeded(): ReachLog {
  return new ReachLog().on('2026-03-01')
    .event('e1', 'Night One').event('e2', 'Night Two').battler('a', 'Ace').battler('b', 'Blaze')
    .video('v1', 'e1').video('v2', 'e1').video('v3', 'e2').registered('u1')
    .on('2026-03-02').registered('u2').view('v1', 'user:u1').view('v2', 'anon:1').vote('v1', 'u1', 'a').comment('c1', 'v1')
    .on('2026-03-04').vote('v1', 'u2', 'b').voteChanged('v1', 'u1', 'b', 'a').comment('r1', 'v1', 'c1').comment('c2', 'v2')
    .view('v3', 'user:u2').commentRemoved('c2', 'v2')
    .on('2026-03-05').videoEdited('v2', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e2', pair: ['a', 'b'] })
    .view('v2', 'user:u1').registered('u3')
    .on('2026-03-07').videoDeleted('v3', 'e2').view('v1', 'anon:1').registered('u4');
}

async function runDaily(dataDir: string, argv: string[]) {
  const stdout = new PassThrough();
  let text = '';
  stdout.on('data', (chunk: Buffer) => { text += chunk.toString(); });
  const stderr: string[] = [];
  const code = await main(['--daily', ...argv], { env: { DATA_DIR: dataDir }, stdout, stderr: { write: (t: string) => stderr.push(t) } });
  return { code, text, stderr: stderr.join('') };
}

describe('npm run replay -- --daily', () => {
  it('writes the same league days as the Insights page, to the event', async () => {
    const stores = embeddedStores();
    try {
      for (const e of seeded().all) {
        await stores.events.append(`s-${e.position}`, [{ type: e.type, data: e.data, metadata: e.metadata }], 'no_stream');
      }
      const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
      await runner.start();
      expect(await runner.waitFor(await stores.events.headPosition())).toBe(true);
      const page = await new ReachQueries(stores.reads).insights({ start: '2026-03-01', end: '2026-03-08' });
      await runner.stop();

      const { code, text, stderr } = await runDaily(stores.dir, ['--until', '2026-03-09T06:00:00Z']);
      expect(code).toBe(0);
      expect(stderr).toMatch(/Daily series: 8 days from 2026-03-01 to 2026-03-08/);
      const lines = text.trimEnd().split('\n');
      expect(lines[0]).toBe('day,views,votes,comments,newMembers');
      expect(lines.slice(1)).toEqual(page.daily.map((d) => `${d.day},${d.views},${d.votes},${d.comments},${d.newMembers}`));
      // v3's view went with its deletion; the changed vote counts once; the removed comment not at all
      expect(lines.slice(1, 5)).toEqual(['2026-03-01,0,0,0,1', '2026-03-02,2,1,1,1', '2026-03-03,0,0,0,0', '2026-03-04,0,1,1,0']);

      // --until cuts the log: the first event stamped after it ends the replay
      const early = await runDaily(stores.dir, ['--until', '2026-03-02T23:59:59Z']);
      expect(early.text.trimEnd().split('\n')).toEqual(['day,views,votes,comments,newMembers', '2026-03-01,0,0,0,1', '2026-03-02,2,1,1,1']);
    } finally {
      await stores.close();
    }
  });

  it('refuses --video and a format other than CSV', () => {
    const now = new Date('2026-05-15T10:00:00Z');
    expect(parseReplayArgs(['--daily', '--video', 'v1'], now)).toMatchObject({ kind: 'error', message: expect.stringMatching(/leave out --video/) });
    expect(parseReplayArgs(['--daily', '--out', 'd.ndjson'], now)).toMatchObject({ kind: 'error', message: expect.stringMatching(/writes CSV/) });
    expect(parseReplayArgs(['--daily', '--out', 'd.csv'], now)).toMatchObject({ kind: 'run', args: { daily: true, out: 'd.csv' } });
  });
});
