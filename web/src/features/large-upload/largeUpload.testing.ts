/** Helpers for the Large Video Upload tests, here and in the admin shell's tests. */
import axe from 'axe-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeXhr } from './fakeXhr.testing';
import { largeUploads } from './largeUploadController';

export { FORCE_CHUNKED_KEY } from './largeUploadController';
export { RESUME_KEY } from './resumeRecord';

/** What a page reload does to the running upload: it stops; localStorage keeps its record. */
export const reloadLargeUploads = () => act(() => largeUploads.discard());

/** A fake XHR per test; the upload, which outlives the rendered tree, is stopped between tests. */
export function withFakeXhr(): void {
  let restoreXhr: () => void;
  beforeEach(() => {
    restoreXhr = installFakeXhr();
  });
  afterEach(() => {
    reloadLargeUploads();
    restoreXhr();
    window.localStorage.clear();
  });
}

export async function openLargeUpload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Large Video Upload' }));
  return screen.getByRole('dialog', { name: 'Large Video Upload' });
}

export function fillLargeUpload(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'Ace vs Blaze' } });
  fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: ' Ace ' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
  fireEvent.click(within(dialog).getByLabelText('Require login to watch (members only)'));
  pickLargeUploadFile(dialog, file);
}

export function pickLargeUploadFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [file] } });
}

export const startLargeUpload = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Optimized Upload' }));

/** axe's serious and critical findings, WCAG 2 A and AA. */
export async function seriousFindings(): Promise<string[]> {
  // jsdom computes no colours: contrast is left to the browser suite (test/e2e/accessibility)
  const result = await act(() => axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
