'use strict';
/**
 * Stands in for a second process (a CLI) writing to the embedded event store:
 * appends one event to the SQLite file exactly as SqliteEventStore.append does
 * (IMMEDIATE transaction, expected revision = the stream's max revision, rowid as
 * position), then prints {"position": n, "at": epochMs} and exits.
 *
 * usage: node append-from-child.js <file> <streamId> <type> <data-json>
 */
const { randomUUID } = require('node:crypto');
const Database = require('better-sqlite3');

const [file, streamId, type, dataJson] = process.argv.slice(2);
if (!file || !streamId || !type) {
  process.stderr.write('usage: append-from-child.js <file> <streamId> <type> [data-json]\n');
  process.exit(2);
}

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');

const metadata = { actorId: 'cli', at: new Date().toISOString(), correlationId: `cli-${process.pid}`, causationId: null };
const append = db.transaction(() => {
  const row = db
    .prepare('SELECT revision AS r FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1')
    .get(streamId);
  const revision = row ? row.r + 1 : 0;
  const info = db
    .prepare('INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, ?, ?, ?, ?, ?)')
    .run(streamId, revision, type, JSON.stringify(JSON.parse(dataJson || '{}')), JSON.stringify(metadata), randomUUID());
  return Number(info.lastInsertRowid);
});

const position = append.immediate();
const at = Date.now();
db.close();
process.stdout.write(`${JSON.stringify({ position, at })}\n`);
