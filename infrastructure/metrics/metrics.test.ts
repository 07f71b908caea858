import type { ProcessorStatus } from '../../application/processing/processing-status';
import { Metrics, type MetricsSources } from './metrics';

const processor = (over: Partial<ProcessorStatus>): ProcessorStatus => ({
  name: 'ballots', kind: 'projector', position: 10, state: 'running', lastError: null, attempts: 0, eventsPerSecond: 0,
  rebuild: null, lagEvents: 0, lagCapped: false, lagSeconds: 0, ...over,
});

describe('the scrape-time families', () => {
  it('read the sources at each scrape: lag, state, mail backlog, rendition jobs, uploads', async () => {
    const metrics = new Metrics();
    const state = {
      head: 10, processors: [processor({}), processor({ name: 'claim_mails', kind: 'reactor' })],
      mail: [{ reactor: 'claim_mails', events: 0 }],
      jobs: [] as { status: 'pending' | 'running' | 'done' | 'failed' }[],
      uploads: { inProgress: 0, receivedBytes: 0 },
    };
    const sources: MetricsSources = {
      processing: async () => ({ head: state.head, processors: state.processors }),
      mailBacklog: async () => state.mail,
      renditions: async () => state.jobs,
      uploads: () => state.uploads,
    };
    metrics.watch(sources);
    const first = await metrics.text();
    expect(first).toContain('ubr_processor_lag_events{name="ballots",kind="projector"} 0');
    expect(first).toContain('ubr_mail_backlog_events{reactor="claim_mails"} 0');
    expect(first).toContain('ubr_rendition_jobs{state="queued"} 0');
    expect(first).toContain('ubr_upload_received_bytes_total 0');

    state.head = 15;
    state.processors = [processor({ lagEvents: 5, lagSeconds: 2.5 }),
      processor({ name: 'claim_mails', kind: 'reactor', state: 'retrying', lagEvents: 3 })];
    state.mail = [{ reactor: 'claim_mails', events: 2 }];
    state.jobs = [{ status: 'pending' }, { status: 'pending' }, { status: 'running' }, { status: 'failed' }, { status: 'done' }];
    state.uploads = { inProgress: 2, receivedBytes: 4096 };
    const second = await metrics.text();
    expect(second).toContain('ubr_log_head_position 15');
    expect(second).toContain('ubr_processor_lag_events{name="ballots",kind="projector"} 5');
    expect(second).toContain('ubr_processor_lag_seconds{name="ballots",kind="projector"} 2.5');
    expect(second).toContain('ubr_processor_up{name="claim_mails",kind="reactor",state="retrying"} 0');
    expect(second).not.toContain('ubr_processor_up{name="claim_mails",kind="reactor",state="running"}');
    expect(second).toContain('ubr_mail_backlog_events{reactor="claim_mails"} 2');
    expect(second).toContain('ubr_rendition_jobs{state="queued"} 2');
    expect(second).toContain('ubr_rendition_jobs{state="running"} 1');
    expect(second).toContain('ubr_rendition_jobs{state="failed"} 1');
    expect(second).toContain('ubr_uploads_in_progress 2');
    expect(second).toContain('ubr_upload_received_bytes_total 4096');

    // a counter only grows: a scrape with nothing new adds nothing
    state.uploads = { inProgress: 0, receivedBytes: 5000 };
    expect(await metrics.text()).toContain('ubr_upload_received_bytes_total 5000');
    expect(await metrics.text()).toContain('ubr_upload_received_bytes_total 5000');
  });

  it('reads the processing status once per scrape for all its families', async () => {
    const metrics = new Metrics();
    let reads = 0;
    metrics.watch({
      processing: async () => { reads++; return { head: 1, processors: [processor({})] }; },
      mailBacklog: async () => [], uploads: () => ({ inProgress: 0, receivedBytes: 0 }),
    });
    await metrics.text();
    await metrics.text();
    expect(reads).toBe(2);
  });
});
