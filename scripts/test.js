#!/usr/bin/env node
// `npm test`: type checks, lint, then every Jest project (server: unit, contract,
// API; web: components; e2e: the built site in headless Chromium). Ends with one
// plain summary line per step for CI.
const { spawnSync } = require('node:child_process');

const steps = [
  ['type check (server)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['type check (web)', 'npx', ['tsc', '--noEmit', '-p', 'web/tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['API description up to date', 'node', ['scripts/run-ts.js', 'scripts/openapi/answers.ts', '--check']],
  // two workers even on two cores (Jest's default there is one): most suites wait on a
  // browser, ffmpeg or a server process rather than the CPU; measured here 8.6 min
  // against 15.1 min with one, both green (docs/decisions/testing-strategy.md)
  ['jest (server, web, e2e)', 'npx', ['jest', '--ci', '--maxWorkers=2', ...process.argv.slice(2)]],
];

const results = [];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name} ===\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
  results.push({ name, ok: r.status === 0, s: ((Date.now() - started) / 1000).toFixed(1) });
}
process.stdout.write('\n=== summary ===\n');
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s} s)\n`);
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
