import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../infrastructure/config';
import { startServer, type RunningServer } from '../api/server';
import { UserCommands } from '../application/users/user-commands';
import { testVideo } from './fixtures/videos';
import { watchAnswers } from './openapi-answers';

export interface Harness {
  running: RunningServer;
  dataDir: string;
  url: string;
  agent(): TestAgent;
  stop(): Promise<void>;
}

/** A real server on a random port over a fresh embedded store. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test',
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'), ...env,
  });
  const running = await startServer(config);
  const url = `http://127.0.0.1:${running.port}`;
  // every answer of the suite is checked against the served description (issue 14)
  const answers = watchAnswers(running.server, (await request(url).get('/api/openapi.json').expect(200)).body);
  return {
    running, dataDir, url,
    agent: () => request.agent(url),
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
      answers.assert();
    },
  };
}

let counter = 0;
export const uniqueName = (prefix = 'user') => `${prefix}_${process.pid}_${++counter}`;

export async function registerUser(agent: TestAgent, overrides: Partial<Record<string, string>> = {}) {
  const username = overrides.username ?? uniqueName();
  const body = {
    username, email: `${username}@example.com`, firstName: 'Test', lastName: 'User', password: 'password123', ...overrides,
  };
  const res = await agent.post('/api/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...body, id: res.body.id as string };
}

/** Make a user admin the way ops do: the CLI's command, actor "cli". */
export async function makeRole(h: Harness, userId: string, role: 'user' | 'admin' | 'super_admin') {
  const { runner } = h.running.deps;
  const users = h.running.deps.get(UserCommands);
  const { position } = await users.changeRole({ id: 'cli', role: 'cli' }, userId, role,
    { actorId: 'cli', correlationId: 'test', at: new Date() });
  await runner.waitFor(position);
}

/** A signed-in admin's agent. */
export async function adminAgent(h: Harness): Promise<TestAgent> {
  const agent = h.agent();
  const user = await registerUser(agent);
  await makeRole(h, user.id, 'admin');
  return agent;
}

/** A video between two battlers (new names create them) uploaded through the admin API. */
export async function uploadVideo(admin: TestAgent, eventId: string,
  v: { title: string; battlerA: string; battlerB: string; requiresAuth?: boolean; video?: Buffer }) {
  const up = await admin.post('/api/admin/videos').field('title', v.title).field('eventId', eventId)
    .field('battlerAName', v.battlerA).field('battlerBName', v.battlerB).field('requiresAuth', String(v.requiresAuth ?? false))
    .attach('video', v.video ?? testVideo(), 'v.mp4');
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(up.body)}`);
  return up.body as { id: string; eventId: string; battlerAId: string; battlerBId: string };
}

/** An event and one short video between two new battlers, made through the admin API. */
export async function eventWithVideo(admin: TestAgent, names: { event: string; title: string; battlerA: string; battlerB: string }) {
  const ev = await admin.post('/api/admin/events').field('title', names.event).field('eventDate', '2024-01-01');
  return uploadVideo(admin, ev.body.id, names);
}

/** A newly registered, signed-in member: the agent holds the session cookie. */
export async function signedInMember(h: Harness) {
  const agent = h.agent();
  const user = await registerUser(agent);
  return { agent: agent as unknown as request.Agent, user };
}

/**
 * Two creates in the same stream, raced: the first append waits until the second is
 * asked too, so both read the stream empty and the second meets a revision it did not
 * expect (retried by application/command-handling.ts into the decider's conflict).
 */
export function raceAppends(h: Harness, prefix: string) {
  const store = h.running.deps.events;
  const append = store.append.bind(store);
  let asked = 0;
  let bothAsked!: () => void;
  const gate = new Promise<void>((resolve) => { bothAsked = resolve; });
  const timer = setTimeout(bothAsked, 3000);
  const spy = jest.spyOn(store, 'append').mockImplementation(async (streamId, events, expected, options) => {
    if (streamId.startsWith(prefix) && ++asked <= 2) {
      if (asked === 2) bothAsked();
      await gate;
    }
    return append(streamId, events, expected, options);
  });
  return {
    asked: () => asked,
    restore() {
      clearTimeout(timer);
      spy.mockRestore();
    },
  };
}
