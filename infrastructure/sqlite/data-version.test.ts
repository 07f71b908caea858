import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { oncePerTurn, otherWritesCheck } from './data-version';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('data_version checks', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'data-version-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sees another connection commit, and not its own', () => {
    const file = path.join(dir, 'x.sqlite');
    const mine = new Database(file);
    const other = new Database(file);
    mine.exec('CREATE TABLE t (v INTEGER)');
    const check = otherWritesCheck(mine);
    check();
    mine.exec('INSERT INTO t VALUES (1)');
    expect(check()).toBe(false);
    other.exec('INSERT INTO t VALUES (2)');
    expect(check()).toBe(true);
    expect(check()).toBe(false);
    mine.close();
    other.close();
  });

  it('asks at most once per turn of the event loop', async () => {
    let asked = 0;
    const check = oncePerTurn(() => { asked++; return true; });
    expect(check()).toBe(true);
    expect(check()).toBe(false);
    expect(asked).toBe(1);
    await nextTurn();
    expect(check()).toBe(true);
    expect(asked).toBe(2);
  });
});
