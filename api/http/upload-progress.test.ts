import { PROGRESS_KEPT_MS, UploadProgress } from './upload-progress';

describe('upload progress', () => {
  it('measures speed and eta from the bytes since it started watching, and forgets a finished upload after a while', () => {
    let now = 1_000_000;
    const progress = new UploadProgress(() => now);
    progress.start('resumed_1', 1000, 400);
    now += 2000;
    progress.add('resumed_1', 200);
    // 200 bytes in 2 s (the 400 already there are not speed); 400 left at 100 B/s
    expect(progress.view('resumed_1')).toEqual({
      status: 'uploading', percentage: 60, uploadedBytes: 600, totalBytes: 1000, uploadSpeed: 100, eta: 4,
    });
    progress.finish('resumed_1');
    expect(progress.view('resumed_1')).toMatchObject({ status: 'completed', percentage: 100, uploadedBytes: 1000, eta: 0 });
    now += PROGRESS_KEPT_MS - 1;
    expect(progress.view('resumed_1')).not.toBeNull();
    now += 2;
    expect(progress.view('resumed_1')).toBeNull();
    expect(progress.view('never_seen')).toBeNull();
  });

  it('keeps an error with its message, and a percentage to one decimal', () => {
    const progress = new UploadProgress(() => 0);
    progress.start('up_1', 3);
    progress.add('up_1', 1);
    expect(progress.view('up_1')?.percentage).toBe(33.3);
    progress.fail('up_1', 'Invalid file: please upload a video file');
    expect(progress.view('up_1')).toMatchObject({ status: 'error', message: 'Invalid file: please upload a video file' });
  });

  it('given an upload started by one admin, when another asks its progress, then it is unknown to them', () => {
    const progress = new UploadProgress(() => 0);
    progress.start('up_2', 10, 0, 'admin-a');
    expect(progress.view('up_2', 'admin-a')).toMatchObject({ status: 'uploading', totalBytes: 10 });
    expect(progress.view('up_2', 'admin-b')).toBeNull();
  });
});
