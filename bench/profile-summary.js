#!/usr/bin/env node
/**
 * The top of a V8 .cpuprofile (from BENCH_CPU_PROF=<dir> or node --cpu-prof): self
 * time per function and per file, heaviest first.
 *
 *   node bench/profile-summary.js <file.cpuprofile> [--top=25]
 */
const { readFileSync } = require('node:fs');

const file = process.argv[2];
const top = Number((process.argv.find((a) => a.startsWith('--top=')) ?? '--top=25').slice(6));
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  self.set(n, (self.get(n) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const fns = new Map();
const files = new Map();
for (const [n, us] of self) {
  const cf = n.callFrame;
  const where = (cf.url || '').replace(/^file:\/\//, '').replace(/.*\/node_modules\//, 'node_modules/').replace(process.cwd() + '/', '');
  add(fns, `${cf.functionName || '(anonymous)'}  ${where}${cf.url ? `:${cf.lineNumber + 1}` : ''}`, us);
  add(files, where || `(${cf.functionName})`, us);
}
const print = (title, map) => {
  process.stdout.write(`${title}\n`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}\n`);
  }
};
print(`self time by function (of ${(total / 1000).toFixed(0)} ms sampled)`, fns);
print('\nself time by file', files);
