import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { LargeUploadProgress } from './LargeUploadProgress';
import type { LargeUploadState } from './largeUploadController';

const MB = 1024 * 1024;
const state = (over: Partial<LargeUploadState> = {}): LargeUploadState => ({
  phase: 'uploading',
  mode: 'chunked',
  percentage: 42.25,
  uploadedBytes: 42 * MB,
  totalBytes: 100 * MB,
  speed: 2.5 * MB,
  eta: 185,
  ...over,
});

describe('large upload progress panel', () => {
  it('shows percentage to one decimal, bytes, speed and eta; no banner below 99 %', () => {
    renderApp(<LargeUploadProgress state={state()} canComplete={false} onComplete={() => undefined} />);
    expect(screen.getByText('42.3%')).toBeInTheDocument();
    expect(screen.getByText('42.0 MB of 100.0 MB')).toBeInTheDocument();
    expect(screen.getByText('Speed 2.5 MB/s · ETA 3m 05s')).toBeInTheDocument();
    expect(screen.queryByText('Processing video...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Upload' })).not.toBeInTheDocument();
  });

  it("shows 'Processing video...' at 99 % or more, and 'Complete Upload' when offered", () => {
    renderApp(<LargeUploadProgress state={state({ percentage: 99 })} canComplete onComplete={() => undefined} />);
    expect(screen.getByText('99.0%')).toBeInTheDocument();
    expect(screen.getByText('Processing video...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Upload' })).toBeInTheDocument();
  });
});
