import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handleCommand } from '../../application/command-handling';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { apiDocsRoutes } from '../../api/features/api-docs/api-docs.router';
import type { Route } from '../../api/http/route';
import { SESSION_COOKIE } from '../../api/features/auth/auth.router';
import { serverModules } from '../../api/features/slices';
import { startYoutubeStandIn } from '../youtube-stand-in';
import { eventWithVideo, makeRole, registerUser, startHarness, type Harness } from '../api-harness';

export type Role = 'visitor' | 'user' | 'owner' | 'admin' | 'super_admin';

/** Every route the server declares, read as api-docs.api.test.ts reads them: a new route is in here by itself. */
export function declaredRoutes(h: Harness): Route[] {
  return [...serverModules.flatMap((m) => m.routes?.(h.running.deps) ?? []), ...apiDocsRoutes(() => [])];
}

export const routeKey = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** What the security suites call with: a session cookie per role and the ids of what the fixtures made. */
export interface World {
  h: Harness;
  cookies: Record<Exclude<Role, 'visitor'>, string>;
  ids: {
    eventId: string;
    videoId: string;
    /** claimed by the owner */
    battlerId: string;
    /** written by the owner */
    commentId: string;
    /** a plain member an admin may act on */
    victimId: string;
    projection: string;
    /** a second event, video and battler, for the deleting calls, so the owner's fixtures stay */
    spareEventId: string;
    spareVideoId: string;
    spareBattlerId: string;
  };
  passwords: Record<string, string>;
  usernames: Record<Exclude<Role, 'visitor'>, string>;
  stop(): Promise<void>;
}

/** The session cookie of a fresh sign-in. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

/**
 * A server with a user of each role, an event with a video, a battler claimed by the
 * owner and a comment the owner wrote. Rate limits are raised far out of the way:
 * the suites test what a route does with a request, not how often it may be sent.
 */
export async function buildWorld(env: Record<string, string> = {}): Promise<World> {
  // a built web app of one page, so paths off the API are answered as in production
  const web = mkdtempSync(path.join(os.tmpdir(), 'ubr-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>UBR</title>');
  // YouTube configured against the stand-in, so its routes answer as in production, not 503 "not configured"
  const youtube = await startYoutubeStandIn();
  // no background ffmpeg work (renditions, frames): its events would land in the middle of
  // the batches whose log head is checked, and these suites test routes, not reactors
  const h = await startHarness({
    RATE_LIMIT_FACTOR: '100000', WEB_DIST: web, YOUTUBE_API_KEY: 'security-key', YOUTUBE_API_ROOT: youtube.rootUrl, RENDITIONS: 'off', ...env,
  });
  const agents = {} as Record<Exclude<Role, 'visitor'>, ReturnType<Harness['agent']>>;
  const users = {} as Record<Exclude<Role, 'visitor'> | 'victim', { id: string; username: string; password: string }>;
  for (const role of ['user', 'owner', 'admin', 'super_admin', 'victim'] as const) {
    const agent = h.agent();
    const u = await registerUser(agent);
    if (role === 'admin' || role === 'super_admin') await makeRole(h, u.id, role);
    users[role] = u;
    if (role !== 'victim') agents[role] = agent;
  }
  const admin = agents.admin;
  const main = await eventWithVideo(admin, { event: 'Matrix Night', title: 'Matrix Battle', battlerA: 'Owned Battler', battlerB: 'Other Battler' });
  const spare = await eventWithVideo(admin, { event: 'Spare Night', title: 'Spare Battle', battlerA: 'Spare One', battlerB: 'Spare Two' });
  const { deps } = h.running;
  const ctx = { actorId: 'cli', correlationId: 'security-fixtures', at: new Date() };
  await handleCommand(deps.events, battlerStream(main.battlerAId), battlerDecider,
    { type: 'ClaimBattler', userId: users.owner.id, claimRequestId: `claim-${main.battlerAId}` }, ctx);
  await deps.runner.waitFor(await deps.events.headPosition());
  const comment = await agents.owner.post(`/api/videos/${main.id}/comments`).send({ content: 'A fixture comment' });
  if (comment.status !== 201) throw new Error(`comment failed: ${comment.status} ${JSON.stringify(comment.body)}`);

  const cookies = {} as World['cookies'];
  const usernames = {} as World['usernames'];
  const passwords: Record<string, string> = {};
  for (const role of ['user', 'owner', 'admin', 'super_admin'] as const) {
    cookies[role] = await signIn(h.url, users[role].username, users[role].password);
    usernames[role] = users[role].username;
    passwords[role] = users[role].password;
  }
  return {
    h, cookies, usernames, passwords,
    async stop() {
      await h.stop();
      await youtube.close();
      rmSync(web, { recursive: true, force: true });
    },
    ids: {
      eventId: main.eventId, videoId: main.id, battlerId: main.battlerAId, commentId: comment.body.id as string,
      victimId: users.victim.id, projection: deps.runner.health()[0].name,
      spareEventId: spare.eventId, spareVideoId: spare.id, spareBattlerId: spare.battlerAId,
    },
  };
}

/**
 * A route's path with valid-looking values for its parameters, taken from the
 * fixtures by what the path names; the deleting admin calls act on the spare ones.
 */
export function pathFor(route: Pick<Route, 'method' | 'path'>, ids: World['ids']): string {
  const spare = route.method === 'DELETE' && route.path.startsWith('/admin/');
  const byPrefix: [RegExp, string][] = [
    [/^\/(admin\/)?events\/:id/, spare ? ids.spareEventId : ids.eventId],
    [/^\/(admin\/)?videos\/:id/, spare ? ids.spareVideoId : ids.videoId],
    [/^\/(admin\/)?battlers\/:id/, spare ? ids.spareBattlerId : ids.battlerId],
    [/^\/comments\/:id/, ids.commentId],
    [/^\/system-settings\/:key/, 'logo'],
    [/^\/admin\/projections\/:name/, ids.projection],
  ];
  const id = byPrefix.find(([re]) => re.test(route.path))?.[1];
  return `/api${route.path
    .replace(':userId', ids.victimId)
    .replace(/:(id|key|name)\b/, id ?? 'fx-missing-1')
    .replace(/:\w+/g, 'fx-missing-1')}`;
}
