// A replay log in miniature, and a strict CSV reader, for the replay script's tests.
import type { ReplayEvent, ReplaySummary } from './fold';

export const T0 = Date.parse('2026-05-01T12:00:00.000Z');
/** minute n after T0, in the canonical toISOString() shape the commands record */
export const at = (n: number) => new Date(T0 + n * 60_000).toISOString();

let position = 0;
export const e = (type: string, data: Record<string, unknown>, when: string): ReplayEvent => ({
  type, data, metadata: { at: when }, position: ++position,
});

export const VIDEO = 'vid-1';
export const A = 'bat-a';
export const B = 'bat-b';
export const pair = { battlerAId: A, battlerBId: B };
export const cast = (userId: string, battlerId: string, when: string, videoId = VIDEO) =>
  e('VoteCast', { videoId, userId, battlerId, ...pair }, when);
export const change = (userId: string, battlerId: string, previousBattlerId: string, when: string, videoId = VIDEO) =>
  e('VoteChanged', { videoId, userId, battlerId, previousBattlerId, ...pair }, when);
export const anonKey = `anon:${'ab'.repeat(32)}`;
/** the video's upload: the site (and so the replay's tallies) counts no vote for a video the log never uploaded */
export const upload = (videoId = VIDEO, when = at(0)) => e('VideoUploaded', { videoId, ...pair, title: 'x' }, when);

export const tallyOf = (summary: ReplaySummary, videoId = VIDEO) => {
  const v = summary.videos.find((x) => x.videoId === videoId);
  if (!v) throw new Error(`no tally for ${videoId}`);
  return v;
};

/** A strict RFC 4180 reader, to check that what we write reads back to the same fields. */
export function parseCsv(text: string): string[][] {
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
