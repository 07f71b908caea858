#!/usr/bin/env node
// `npm install`'s last step (postinstall): the browser tests need Chromium, and the README's
// set-up is `npm install && npm start`, so the set-up installs it, as .ci/run does: Debian's
// `chromium` through apt-get, as root or with sudo that asks no password. It never fails the
// install: where it cannot install, it says what to run. UBR_SKIP_CHROMIUM=1 skips it (the
// Docker image's build stage, which runs no browser).
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const say = (line) => process.stdout.write(`[ensure-chromium] ${line}\n`);

function main() {
  if (process.env.UBR_SKIP_CHROMIUM === '1' || process.env.npm_config_omit?.includes('dev')) return;
  if (existsSync(path)) return;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    say(`no Chromium at ${path}: the browser tests need one (set CHROMIUM_PATH to it).`);
    return;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  say(`no Chromium at ${path}: installing Debian's chromium for the browser tests (apt-get)…`);
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  const ok = run(['apt-get', 'update']).status === 0 && run(['apt-get', 'install', '-y', 'chromium']).status === 0;
  if (!ok || !existsSync(path)) say('could not install it; run `sudo apt-get install -y chromium` before `npm test`.');
}

main();
