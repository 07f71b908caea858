import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AdminClient } from './admin-client';

export const USAGE = `usage: npm run projections -- status
       npm run projections -- rebuild <projector>

Acts on the RUNNING server through its admin API (in-memory read models live in its
process): SITE_URL (default http://localhost:$PORT, PORT default 3000), signed in as
ADMIN_USERNAME / ADMIN_PASSWORD (asked for when not set; the password is not echoed). "rebuild" prints the
replay's progress until the new model is swapped in.
`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** `secret`: not echoed */
  ask(question: string, secret?: boolean): Promise<string>;
  close?(): void;
  pollMs?: number;
}

export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, name] = argv;
  if (command !== 'status' && !(command === 'rebuild' && name)) {
    io.err(USAGE);
    return command === '--help' || command === 'help' ? 0 : 2;
  }
  const client = new AdminClient(io.env.SITE_URL ?? `http://localhost:${io.env.PORT ?? 3000}`);
  try {
    return await run(client, command, name, io);
  } finally {
    io.close?.();
  }
}

async function run(client: AdminClient, command: string, name: string | undefined, io: CliIo): Promise<number> {
  try {
    await client.login(io.env.ADMIN_USERNAME ?? (await io.ask('Admin username: ')), io.env.ADMIN_PASSWORD ?? (await io.ask('Password: ', true)));
    if (command === 'status') {
      const { head, processors } = await client.status();
      io.out(`head ${head}`);
      for (const p of processors) io.out(`${p.kind.padEnd(9)} ${p.name.padEnd(28)} ${p.state.padEnd(8)} ${p.position}${p.rebuild ? ` (rebuilding ${p.rebuild.position}/${head})` : ''}`);
      return 0;
    }
    const started = await client.rebuild(name as string);
    io.out(`rebuilding ${name} (started ${started.rebuild.startedAt})`);
    let last = '';
    for (;;) {
      await new Promise((r) => setTimeout(r, io.pollMs ?? 500));
      const { head, processors } = await client.status();
      const p = processors.find((x) => x.name === name);
      if (!p) throw new Error(`${name} is no longer listed`);
      if (p.rebuild) {
        const line = `  ${p.rebuild.position}/${head}`;
        if (line !== last) io.out(line);
        last = line;
        continue;
      }
      if (p.lastError?.type === 'rebuild' && p.lastError.at >= started.rebuild.startedAt) {
        io.err(`${name}: ${p.lastError.message}; the live read model stays`);
        return 1;
      }
      io.out(`${name} rebuilt and swapped in at position ${p.position}`);
      return 0;
    }
  } catch (err) {
    io.err((err as Error).message);
    return 1;
  }
}

function defaultIo(): CliIo {
  let muted = false;
  // the terminal echoes what is typed to `output`: muted while a password is typed
  const output = new Writable({ write: (chunk, _enc, done) => { if (!muted) process.stderr.write(chunk); done(); } });
  let rl: ReturnType<typeof createInterface> | null = null;
  // lines queue up: piped input arrives at once, before the second question is asked
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  const nextLine = () => new Promise<string>((resolve) => {
    if (!rl) {
      rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
      rl.on('line', (line) => { const w = waiting.shift(); if (w) w(line); else lines.push(line); });
      rl.on('close', () => { for (const w of waiting.splice(0)) w(''); });
    }
    const line = lines.shift();
    if (line !== undefined) resolve(line);
    else waiting.push(resolve);
  });
  return {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    async ask(question, secret) {
      process.stderr.write(question);
      muted = Boolean(secret);
      try {
        return await nextLine();
      } finally {
        muted = false;
        if (secret) process.stderr.write('\n');
      }
    },
    close: () => rl?.close(),
  };
}

if (require.main === module || path.resolve(process.argv[1] ?? '') === __filename) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });
}
