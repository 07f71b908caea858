#!/usr/bin/env node
// `npm start`: build what is missing or stale (server with tsc, web with Vite),
// then run the server. The embedded default needs no other process.
const { execSync } = require('node:child_process');
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

require(serverEntry);
