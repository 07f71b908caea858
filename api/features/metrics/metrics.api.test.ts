import { Metrics } from '../../../infrastructure/metrics/metrics';
import { testVideo } from '../../../test/fixtures/videos';
import { adminAgent, eventWithVideo, registerUser, startHarness, type Harness } from '../../../test/api-harness';

/** A sample's value from the exposition text; 0 when the series is not there (yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`));
  });
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics (Prometheus)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ METRICS_PORT: '0', RENDITIONS: 'off' });
  });
  afterAll(() => h.stop());

  it('answers admins only on the site\'s port: a visitor 401, a member 403', async () => {
    const visitor = await h.agent().get('/metrics');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Not authenticated' });
    const member = h.agent();
    await registerUser(member);
    const refused = await member.get('/metrics');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Admin access required' });
    const admin = await adminAgent(h);
    const ok = await admin.get('/metrics');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('serves the same on METRICS_PORT without a session, and nothing else there', async () => {
    const port = h.running.metricsPort;
    expect(port).toEqual(expect.any(Number));
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('ubr_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/events`)).status).toBe(404);
  });

  it('has every family, and each moves after a request, an append and an upload', async () => {
    const scrape = async () => (await fetch(`http://127.0.0.1:${h.running.metricsPort}/metrics`)).text();
    const admin = await adminAgent(h);
    const video = await eventWithVideo(admin, { event: 'Metrics Night', title: 'Metered Bout', battlerA: 'Meter A', battlerB: 'Meter B' });
    const voter = h.agent();
    await registerUser(voter);
    await h.running.deps.runner.waitFor(await h.running.deps.events.headPosition());
    const before = await scrape();

    // a lean read, a lean write (the vote appends) and an Express request
    expect((await fetch(`${h.url}/api/battlers-with-stats`)).status).toBe(200);
    expect((await voter.post(`/api/videos/${video.id}/vote`).set('Content-Type', 'application/json')
      .send({ battlerId: video.battlerAId })).status).toBe(200);
    expect((await fetch(`${h.url}/api/battlers/${video.battlerAId}`)).status).toBe(200);
    // a chunked upload's first chunk: bytes received, the upload still under way
    const file = testVideo();
    const uploadId = 'metrics-upload-1';
    expect((await admin.post('/api/admin/videos/upload-chunked/init').send({
      uploadId, fileName: 'm.mp4', fileSize: file.length, totalChunks: 1, mimeType: 'video/mp4',
      metadata: { title: 'Chunked', description: '', eventId: video.eventId, battlerAName: 'Meter A', battlerBName: 'Meter C',
        isMainEvent: false, requiresAuth: false },
    })).status).toBeLessThan(300);
    expect((await admin.post('/api/admin/videos/upload-chunked/chunk').field('uploadId', uploadId).field('chunkIndex', '0')
      .field('totalChunks', '1').attach('chunk', file, 'blob')).status).toBeLessThan(300);
    const after = await scrape();

    const http = (route: string, method: string, lean: string) => (text: string) =>
      sample(text, 'ubr_http_request_duration_seconds_count', { method, route, status: '200', lean });
    for (const count of [
      http('/api/battlers-with-stats', 'GET', 'yes'), http('/api/videos/:id/vote', 'POST', 'yes'), http('/api/battlers/:id', 'GET', 'no'),
    ]) expect(count(after)).toBe(count(before) + 1);
    // the raw URL never becomes a label
    expect(after).not.toContain(video.battlerAId);
    expect(sample(after, 'ubr_event_store_append_duration_seconds_count', { outcome: 'ok' }))
      .toBeGreaterThan(sample(before, 'ubr_event_store_append_duration_seconds_count', { outcome: 'ok' }));
    expect(sample(after, 'ubr_event_store_read_duration_seconds_count', { operation: 'stream' }))
      .toBeGreaterThan(sample(before, 'ubr_event_store_read_duration_seconds_count', { operation: 'stream' }));
    expect(sample(after, 'ubr_upload_received_bytes_total') - sample(before, 'ubr_upload_received_bytes_total')).toBe(file.length);
    expect(sample(after, 'ubr_uploads_in_progress')).toBe(1);
    expect(sample(after, 'ubr_log_head_position')).toBeGreaterThan(sample(before, 'ubr_log_head_position'));

    for (const family of ['ubr_processor_lag_events', 'ubr_processor_lag_seconds', 'ubr_processor_position']) {
      expect(after).toMatch(new RegExp(`^${family}\\{name="ballots",kind="projector"\\} \\d`, 'm'));
      expect(after).toMatch(new RegExp(`^${family}\\{name="claim_mails",kind="reactor"\\} \\d`, 'm'));
    }
    for (const reactor of ['claim_mails', 'password_reset_mail']) expect(after).toContain(`ubr_mail_backlog_events{reactor="${reactor}"} 0`);
    for (const state of ['queued', 'running', 'failed']) expect(after).toContain(`ubr_rendition_jobs{state="${state}"} 0`);
    for (const family of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(sample(after, family)).toBeGreaterThan(0);
    }
  });
});

describe('the mail backlog', () => {
  it('counts the events a mail reactor has still to mail for', async () => {
    const h = await startHarness({ METRICS_PORT: '0', RENDITIONS: 'off' });
    try {
      const member = h.agent();
      const user = await registerUser(member);
      // the reactors stop where they are: what is appended now waits for them
      await h.running.deps.reactors.stop();
      for (let i = 0; i < 2; i++) {
        expect((await h.agent().post('/api/forgot-password').send({ email: user.email })).status).toBeLessThan(300);
      }
      const text = await (await fetch(`http://127.0.0.1:${h.running.metricsPort}/metrics`)).text();
      expect(text).toContain('ubr_mail_backlog_events{reactor="password_reset_mail"} 2');
      expect(text).toContain('ubr_mail_backlog_events{reactor="claim_mails"} 0');
      expect(text).toMatch(/^ubr_processor_lag_events\{name="password_reset_mail",kind="reactor"\} [1-9]/m);
    } finally {
      await h.stop();
    }
  });
});

describe('METRICS=off', () => {
  it('records nothing and serves no /metrics', async () => {
    const h = await startHarness({ METRICS: 'off' });
    try {
      expect(h.running.deps.get.bind(null, Metrics)).toThrow();
      const admin = await adminAgent(h);
      expect((await admin.get('/metrics')).headers['content-type'] ?? '').not.toMatch(/version=0\.0\.4/);
      expect(h.running.metricsPort).toBeNull();
    } finally {
      await h.stop();
    }
  });
});
