#!/usr/bin/env node
// `npm start`: build what is missing or stale (server with tsc, web with Vite),
// then run the server. The embedded default needs no other process.
// `npm start -- --seed-demo` or SEED_DEMO=true first fills an empty store with demo
// content (scripts/seed-demo.ts; never with NODE_ENV=production).
const { execSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const newest = (dir) => {
  let latest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else latest = Math.max(latest, fs.statSync(p).mtimeMs);
    }
  };
  walk(path.join(root, dir));
  return latest;
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const serverEntry = path.join(root, 'dist', 'api', 'main.js');
const serverSources = Math.max(...['domain', 'application', 'projections', 'infrastructure', 'api', 'scripts'].map(newest));
if (mtime(serverEntry) < serverSources) run('npm run build:server --silent');

const webIndex = path.join(root, 'web', 'dist', 'index.html');
if (mtime(webIndex) < newest('web')) run('npm run build:web --silent');

const seedAsked = process.argv.includes('--seed-demo') || /^(true|1)$/i.test(process.env.SEED_DEMO ?? '');
if (seedAsked && process.env.NODE_ENV === 'production') {
  process.stderr.write('Demo seed skipped: never with NODE_ENV=production.\n');
} else if (seedAsked) {
  const seed = spawnSync(process.execPath, [path.join(root, 'dist', 'scripts', 'seed-demo.js')], { cwd: root, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

require(serverEntry);
