/**
 * The engagement journey in headless Chromium against the real server (embedded default) and
 * the built web app: an admin sets up an event and a short video through the API → a visitor
 * opens it and meets the log-in prompts → a member votes and changes the vote → comments,
 * replies, edits and deletes the reply (text stays text) → plays the video past 30 % and
 * sees the view counted, in the API and on the grid card.
 */
import type { Page, Response } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { chunksLoaded, eventually, type launchBrowser, stepWithScreenshot } from './browser';
import { createEventByApi, signUpAdmin, startJourney, toastAfter } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

type Actor = 'admin' | 'visitor' | 'member';
/** The view-tracking calls the page made, and who was at the keyboard. */
const viewCalls: { call: string; who: Actor; response: Response }[] = [];
let who = 'admin' as Actor;
const callsBy = (call: string, by: Actor) => viewCalls.filter((c) => c.call === call && c.who === by);

beforeAll(async () => {
  ({ h, browser, page } = await startJourney());
  page.on('response', (r) => {
    const call = /\/api\/videos\/[^/]+\/(start-view|update-view)$/.exec(new URL(r.url()).pathname)?.[1];
    if (call) viewCalls.push({ call, who, response: r });
  });
});

afterAll(async () => {
  await browser?.close();
  await h?.stop();
});

const stamp = Date.now().toString(36);
const admin = { username: `host_${stamp}`, email: `host_${stamp}@example.com`, password: 'host-password-1', firstName: 'Host', lastName: 'Admin' };
const member = { username: `fan_${stamp}`, email: `fan_${stamp}@example.com`, password: 'fan-password-1', firstName: 'Mic', lastName: 'Check' };
const memberName = `${member.firstName} ${member.lastName}`;
const eventTitle = `Clash Night ${stamp}`;
const videoTitle = `Verse vs Venom ${stamp}`;
const battlerA = `Verse Viper ${stamp}`;
const battlerB = `Venom Vox ${stamp}`;
const texts = {
  comment: 'That third round was cold.',
  reply: 'Agreed, the crowd went silent.',
  edited: 'Agreed, the whole crowd went silent.',
  markup: '<b>bold</b><script>window.__x=1</script>',
};
const ids: { event?: string; video?: string; battlerA?: string; battlerB?: string } = {};

/** The bits of HTMLVideoElement used here (the server's tsconfig has no DOM library). */
interface MediaElement {
  autoplay: boolean; muted: boolean; paused: boolean; ended: boolean; currentTime: number; duration: number; pause(): void;
}
interface ApiVideo {
  id: string; title: string; battlerAId: string; battlerBId: string; viewCount: number; duration: number;
  battlerAVotes: number; battlerBVotes: number; totalVotes: number;
}
interface ApiComment { id: string; parentCommentId: string | null; content: string }


const expectToast = (title: string, act: () => Promise<void>) => toastAfter(page, title, act);

async function getJson<T>(url: string): Promise<T> {
  const res = await page.request.get(`${h.url}${url}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const eventVideo = async () => (await getJson<ApiVideo[]>(`/api/events/${ids.event}/videos`))[0];

const player = () => page.getByRole('dialog', { name: videoTitle });
const battlerRow = (name: string) =>
  player().getByRole('complementary', { name: 'Battlers' }).getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
const card = () => page.getByRole('article', { name: videoTitle });

/**
 * Opens the video from the event's grid. Opening is a click, so Chromium lets the player
 * autoplay with sound (which may already start the view): the test stops it at once, well
 * before the 30 % a view needs, and mutes it, so that only the member's deliberate play
 * below can count a view.
 */
async function openVideo(): Promise<void> {
  await page.getByRole('button', { name: videoTitle }).click();
  await player().waitFor();
  await page.waitForURL(`${h.url}/events/${ids.event}?video=${ids.video}`);
  const state = await player().locator('video').evaluate((el) => {
    const v = el as unknown as MediaElement;
    v.autoplay = false;
    v.muted = true;
    v.pause();
    // on a loaded machine the autoplay may have run a second or more: back to the start
    v.currentTime = 0;
    return { paused: v.paused, t: v.currentTime };
  });
  expect(state.paused).toBe(true);
  expect(state.t).toBeLessThan(1);
}

async function closeVideo(): Promise<void> {
  await player().getByRole('button', { name: 'Close player' }).click();
  await player().waitFor({ state: 'detached' });
  await page.waitForURL(`${h.url}/events/${ids.event}`);
}

const step = stepWithScreenshot(() => page);

describe('engagement journey', () => {
  it('an admin sets up an event and a short video with two battlers through the API', step(async () => {
    await signUpAdmin(page, h, admin);
    ids.event = await createEventByApi(page, h, eventTitle, 'Two battlers, one winner.');

    const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title: videoTitle, description: 'Short and sharp.', eventId: ids.event, battlerAName: battlerA,
        battlerBName: battlerB, isMainEvent: 'true', requiresAuth: 'false',
        video: { name: 'clash.mp4', mimeType: 'video/mp4', buffer: testVideo(4, '320x180') },
      },
    });
    expect(uploaded.status()).toBe(201);
    const video = await eventVideo();
    expect(video).toMatchObject({ title: videoTitle, viewCount: 0, totalVotes: 0, duration: 4 });
    ids.video = video.id;
    ids.battlerA = video.battlerAId;
    ids.battlerB = video.battlerBId;

    expect((await page.request.post(`${h.url}/api/logout`)).status()).toBe(200);
  }));

  it('a visitor opens the video and is asked to log in to vote and to comment', step(async () => {
    who = 'visitor';
    const chunks = await chunksLoaded(page, async () => {
      await page.goto(`${h.url}/events/${ids.event}`);
      await page.getByRole('heading', { name: eventTitle, level: 1 }).waitFor();
      await openVideo();
      await player().getByText('Log in to vote and support your favorite battler').waitFor();
      await player().getByText('Please log in to join the discussion').waitFor();
    });
    // the comment form's code (formik, yup) is for members: a visitor's page loads none of it
    expect(chunks).toEqual(expect.arrayContaining(['VideoPlayer', 'CommentsSection']));
    expect(chunks.filter((c) => ['forms', 'CommentForm'].includes(c))).toEqual([]);
    expect(await player().getByRole('link', { name: 'Log In to Vote' }).getAttribute('href')).toBe('/auth');
    expect(await player().getByLabel('Add a comment').count()).toBe(0);
    expect(await battlerRow(battlerA).getByText('0 votes', { exact: true }).isVisible()).toBe(true);

    const refused = await expectToast('Login Required', () =>
      player().getByRole('button', { name: `Vote for ${battlerA}` }).click());
    expect(await refused.getByText('You need to be logged in to vote.').isVisible()).toBe(true);
    expect(await refused.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth');
    expect(await getJson(`/api/videos/${ids.video}/votes`)).toEqual({ battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0 });

    await closeVideo();
    // the stopped autoplay started at most one view, and it did not count
    expect(callsBy('start-view', 'visitor').length).toBeLessThanOrEqual(1);
    expect((await eventVideo()).viewCount).toBe(0);
  }));

  it('a member votes for one battler, then changes the vote to the other', step(async () => {
    who = 'member';
    const reg = await page.request.post(`${h.url}/api/register`, { data: member });
    expect(reg.status()).toBe(201);
    await page.goto(`${h.url}/events/${ids.event}`);
    await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    await openVideo();

    const voteA = player().getByRole('button', { name: `Vote for ${battlerA}` });
    const voteB = player().getByRole('button', { name: `Vote for ${battlerB}` });
    await player().getByText('Pick the winner: your vote counts toward the battlers\' records.').waitFor();
    expect(await voteA.getAttribute('aria-pressed')).toBe('false');

    await expectToast('Vote Cast', () => voteA.click());
    await eventually(async () => {
      expect(await voteA.getAttribute('aria-pressed')).toBe('true');
      expect(await battlerRow(battlerA).getByText('1 vote', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerA).getByText('100.0%', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerB).getByText('0 votes', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerB).getByText('0.0%', { exact: true }).isVisible()).toBe(true);
    });
    await player().getByText(`You voted for ${battlerA}. Choose the other battler to change your vote.`).waitFor();

    await expectToast('Vote Cast', () => voteB.click());
    await eventually(async () => {
      expect(await voteB.getAttribute('aria-pressed')).toBe('true');
      expect(await voteA.getAttribute('aria-pressed')).toBe('false');
      expect(await battlerRow(battlerA).getByText('0 votes', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerA).getByText('0.0%', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerB).getByText('1 vote', { exact: true }).isVisible()).toBe(true);
      expect(await battlerRow(battlerB).getByText('100.0%', { exact: true }).isVisible()).toBe(true);
    });
    await player().getByText('1 total vote', { exact: true }).waitFor();

    expect(await getJson(`/api/videos/${ids.video}/votes`)).toEqual({ battlerAVotes: 0, battlerBVotes: 1, totalVotes: 1 });
    expect(await getJson(`/api/videos/${ids.video}/user-vote`)).toEqual({ votedBattlerId: ids.battlerB });
  }));

  it('comments, replies, edits and deletes the reply; markup stays text', step(async () => {
    const comments = player().getByRole('list', { name: 'Comments', exact: true });
    await player().getByText('No comments yet. Start the conversation!').waitFor();

    await player().getByLabel('Add a comment').fill(texts.comment);
    await expectToast('Comment posted', () => player().getByRole('button', { name: 'Post Comment' }).click());
    const comment = comments.getByRole('article', { name: `Comment by ${memberName}` }).filter({ hasText: texts.comment });
    await comment.getByText(texts.comment, { exact: true }).waitFor();
    expect(await player().getByLabel('Add a comment').inputValue()).toBe('');

    await comment.getByRole('button', { name: /^Reply to your comment, posted / }).click();
    await comment.getByLabel(`Reply to ${memberName}`).fill(texts.reply);
    await expectToast('Comment posted', () => comment.getByRole('button', { name: 'Post Reply' }).click());
    const replies = comment.getByRole('list', { name: `Replies to ${memberName}` });
    const reply = replies.getByRole('article', { name: `Reply by ${memberName}` });
    await reply.getByText(texts.reply, { exact: true }).waitFor();

    await reply.getByRole('button', { name: /^Edit your reply, posted / }).click();
    const editBox = reply.getByLabel('Edit your reply');
    expect(await editBox.inputValue()).toBe(texts.reply);
    await editBox.fill(texts.edited);
    await expectToast('Comment updated', () => reply.getByRole('button', { name: 'Save' }).click());
    await reply.getByText(texts.edited, { exact: true }).waitFor();
    expect(await reply.getByText(texts.reply, { exact: true }).count()).toBe(0);

    const stored = await getJson<ApiComment[]>(`/api/videos/${ids.video}/comments`);
    expect(stored.map((c) => [c.content, c.parentCommentId === null])).toEqual([[texts.comment, true], [texts.edited, false]]);

    await reply.getByRole('button', { name: /^Delete your reply, posted / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete reply' });
    await confirm.getByText('Are you sure you want to delete this comment?').waitFor();
    await expectToast('Comment deleted', () => confirm.getByRole('button', { name: 'Delete', exact: true }).click());
    await confirm.waitFor({ state: 'detached' });
    await reply.waitFor({ state: 'detached' });
    expect(await comment.getByText(texts.comment, { exact: true }).isVisible()).toBe(true);
    expect((await getJson<ApiComment[]>(`/api/videos/${ids.video}/comments`)).map((c) => c.content)).toEqual([texts.comment]);

    await player().getByLabel('Add a comment').fill(texts.markup);
    await expectToast('Comment posted', () => player().getByRole('button', { name: 'Post Comment' }).click());
    const marked = comments.getByRole('article', { name: `Comment by ${memberName}` }).filter({ hasText: 'window.__x' });
    await marked.getByText(texts.markup, { exact: true }).waitFor();
    expect(await marked.locator('b, script').count()).toBe(0);
    expect(await page.evaluate('typeof window.__x')).toBe('undefined');
    // newest first
    expect(await comments.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining(texts.markup), expect.stringContaining(texts.comment),
    ]);

    // the picture of the member's player: votes beside it, the comments under it
    await page.setViewportSize({ width: 1280, height: 1200 });
    try {
      const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
      if (await dismiss.count()) await dismiss.click();
      await page.screenshot({ path: '/tmp/e2e-engagement.png' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }));

  it('plays the video past 30 %, pauses, and the view is counted', step(async () => {
    expect(await card().getByText('0 views', { exact: true }).count()).toBe(1);
    const frame = player().getByRole('region', { name: `Video player: ${videoTitle}` });
    const video = frame.locator('video');
    const media = () => video.evaluate((el) => {
      const v = el as unknown as MediaElement;
      return { paused: v.paused, ended: v.ended, t: v.currentTime, d: v.duration, muted: v.muted };
    });
    expect(await media()).toMatchObject({ paused: true, muted: true });
    const reportsBefore = callsBy('update-view', 'member').length;

    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    await frame.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    // 30 % of 4 s is 1.2 s: go a little past it (or to the end on a slow machine), then pause
    await eventually(async () => {
      const m = await media();
      expect(m.ended || m.t > 0.4 * m.d).toBe(true);
    }, 10_000, 50);
    if (!(await media()).paused) await frame.getByRole('button', { name: 'Pause', exact: true }).click();
    await frame.getByRole('button', { name: 'Play', exact: true }).waitFor();

    // one view for this player: started on the first play (the stopped autoplay or the click), never again
    const starts = callsBy('start-view', 'member');
    expect(starts.map((c) => c.response.status())).toEqual([201]);
    const viewId = ((await starts[0].response.json()) as { viewId: string }).viewId;
    // the pause (or the end) reported the progress, which qualified the view and counted it
    await eventually(() => expect(callsBy('update-view', 'member').length).toBeGreaterThan(reportsBefore), 5_000);
    const report = callsBy('update-view', 'member').at(-1)!.response;
    expect(report.status()).toBe(200);
    const sent = JSON.parse(report.request().postData() ?? '{}') as { viewId: string; watchedDuration: number; completionPercentage: number };
    expect(sent.viewId).toBe(viewId);
    expect(sent.completionPercentage).toBeGreaterThanOrEqual(30);
    expect(sent.watchedDuration).toBeGreaterThan(0);
    expect(await report.json()).toMatchObject({ qualified: true, counted: true });

    await eventually(async () => expect((await eventVideo()).viewCount).toBe(1), 15_000, 200);

    // the counted view refreshed the grid behind the player
    await closeVideo();
    await eventually(async () => expect(await card().getByText('1 view', { exact: true }).isVisible()).toBe(true), 5_000);
    expect(await card().getByText(`Votes: ${battlerA} 0, ${battlerB} 1`).count()).toBe(1);
    await page.reload();
    await card().getByText('1 view', { exact: true }).waitFor();
    expect((await eventVideo()).viewCount).toBe(1);
  }));
});
