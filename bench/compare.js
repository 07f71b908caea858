#!/usr/bin/env node
/**
 * Every bench on an earlier commit and on this tree, in one run, printed side by
 * side: a refactoring shows whether its figures stayed within noise.
 *
 *   node bench/compare.js <base-ref> [bench/votes.bench.ts ...]
 *
 * The base is checked out into a temporary git worktree sharing this node_modules.
 * Runs alternate base, this, base, this with `--rounds=2`, so machine drift hits
 * both alike. With no bench named, `bench/run-all.ts` runs (`npm run bench`).
 */
const { execFileSync, spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync, symlinkSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const rounds = Number((args.find((a) => a.startsWith('--rounds=')) ?? '--rounds=1').slice(9));
const [base, ...benches] = args.filter((a) => !a.startsWith('--'));
if (!base) {
  process.stderr.write('usage: node bench/compare.js <base-ref> [bench files...] [--rounds=N]\n');
  process.exit(2);
}
const files = benches.length ? benches : ['bench/run-all.ts'];

const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-base-'));
execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, base], { stdio: 'ignore' });
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));

function run(cwd, file) {
  const r = spawnSync(process.execPath, ['--expose-gc', 'scripts/run-ts.js', file], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${file} failed in ${cwd}:\n${r.stderr}`);
  return r.stdout.split('\n');
}

function sideBySide(left, right) {
  const width = Math.min(110, Math.max(20, ...left.map((l) => l.length)));
  const out = [`${'BEFORE ('.concat(base, ')').padEnd(width)} │ AFTER (this tree)`, `${'─'.repeat(width)}─┼─${'─'.repeat(width)}`];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    out.push(`${(left[i] ?? '').slice(0, width).padEnd(width)} │ ${right[i] ?? ''}`);
  }
  return out.join('\n');
}

try {
  for (const file of files) {
    for (let round = 1; round <= rounds; round++) {
      const before = run(dir, file);
      const after = run(root, file);
      process.stdout.write(`\n#### ${file} (round ${round} of ${rounds})\n${sideBySide(before, after)}\n`);
    }
  }
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
