import { MAX_POLLS, pollUploadProgress, POLL_INTERVAL_MS, type PollAnswer, type UploadProgressReport } from './progressPolling';

const report = (over: Partial<UploadProgressReport> = {}): PollAnswer => ({
  ok: true,
  report: { status: 'uploading', percentage: 50, uploadedBytes: 50, totalBytes: 100, uploadSpeed: 10, eta: 5, ...over },
});

function run(answers: PollAnswer[], maxPolls?: number) {
  const sleep = jest.fn(async () => undefined);
  const onReport = jest.fn();
  let i = 0;
  const fetchProgress = jest.fn(async () => answers[Math.min(i++, answers.length - 1)]);
  return { promise: pollUploadProgress({ fetchProgress, onReport, sleep, maxPolls }), sleep, onReport, fetchProgress };
}

describe('progress polling', () => {
  it('polls every 2 s until completed, passing on each report', async () => {
    const { promise, sleep, onReport } = run([report(), report({ percentage: 99.5 }), report({ status: 'completed', percentage: 100 })]);
    expect(await promise).toEqual({ kind: 'completed', assumed: false });
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(2000);
    expect(onReport.mock.calls.map((c) => c[0].percentage)).toEqual([50, 99.5, 100]);
  });

  it('counts a 404 as completed', async () => {
    const { promise } = run([report(), { ok: false, status: 404 }]);
    expect(await promise).toEqual({ kind: 'completed', assumed: false });
  });

  it('stops on a 401', async () => {
    const { promise, fetchProgress } = run([{ ok: false, status: 401 }, report()]);
    expect(await promise).toEqual({ kind: 'unauthorized' });
    expect(fetchProgress).toHaveBeenCalledTimes(1);
  });

  it('stops with the message on status error', async () => {
    const { promise } = run([report({ status: 'error', error: 'Disk full' })]);
    expect(await promise).toEqual({ kind: 'error', message: 'Disk full' });
  });

  it('skips a 500 or a network failure and keeps polling', async () => {
    const { promise, fetchProgress } = run([{ ok: false, status: 500 }, { ok: false, status: 'FETCH_ERROR' }, report({ status: 'completed' })]);
    expect(await promise).toEqual({ kind: 'completed', assumed: false });
    expect(fetchProgress).toHaveBeenCalledTimes(3);
  });

  it('assumes completion after 300 polls', async () => {
    expect(MAX_POLLS).toBe(300);
    const { promise, fetchProgress } = run([report()]);
    expect(await promise).toEqual({ kind: 'completed', assumed: true });
    expect(fetchProgress).toHaveBeenCalledTimes(300);
  });
});
