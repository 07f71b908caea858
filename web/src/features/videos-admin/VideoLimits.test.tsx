import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BATTLER_NAME_MAX } from '../../../../domain/battler/limits';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '../../../../domain/video/limits';
import { json, renderApp, stubFetch } from '../../testing/render';
import { FakeXhr } from '../large-upload/fakeXhr.testing';
import { fillLargeUpload, openLargeUpload, startLargeUpload, withFakeXhr } from '../large-upload/largeUpload.testing';
import { VideoEditDialog, videoEditSchema } from './VideoEditDialog';
import { videoLimitsSchema } from './VideoFormFields';
import { REQUIRED_MESSAGE, VideoUploadDialog, videoUploadSchema } from './VideoUploadDialog';
import { VideosPanel } from './VideosPanel';
import { makeEvent, makeVideo } from '../catalogue/adminFixtures.testing';

const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown' });
const videoFile = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });
const DESCRIPTION_TOO_LONG = 'Description must be at most 5000 characters';

withFakeXhr();

/** The first message a schema refuses the values with, or null when it takes them. */
function refusalOf(schema: typeof videoLimitsSchema, values: object): string | null {
  try {
    schema.validateSync(values);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe("the video dialogs check the server's limits", () => {
  const video = { title: 'Ace vs Blaze', eventId: 'e1', description: '', battlerAName: 'Ace', battlerBName: 'Blaze' };

  it.each([
    ['upload', videoUploadSchema],
    ['edit', videoEditSchema],
    ['large upload', videoLimitsSchema],
  ])('%s: title 255 and battler names 255 as sent (trimmed), description 5000', (_, schema) => {
    const refusal = (over: object) => refusalOf(schema, { ...video, ...over });
    expect(refusal({
      title: ` ${'t'.repeat(VIDEO_TITLE_MAX)} `,
      description: 'd'.repeat(VIDEO_DESCRIPTION_MAX),
      battlerAName: ` ${'a'.repeat(BATTLER_NAME_MAX)} `,
      battlerBName: 'b'.repeat(BATTLER_NAME_MAX),
    })).toBeNull();
    expect(refusal({ title: 't'.repeat(VIDEO_TITLE_MAX + 1) })).toBe('Title must be at most 255 characters');
    expect(refusal({ description: 'd'.repeat(VIDEO_DESCRIPTION_MAX + 1) })).toBe(DESCRIPTION_TOO_LONG);
    expect(refusal({ battlerAName: 'a'.repeat(BATTLER_NAME_MAX + 1) })).toBe('Battler A name must be at most 255 characters');
    expect(refusal({ battlerBName: 'b'.repeat(BATTLER_NAME_MAX + 1) })).toBe('Battler B name must be at most 255 characters');
  });

  it('upload: counts the description, says a too long one at its field and sends nothing', async () => {
    stubFetch({ 'GET /api/battlers/search': () => json(200, []) });
    renderApp(<VideoUploadDialog open events={[summer]} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Video' });
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', String(VIDEO_DESCRIPTION_MAX));
    for (const side of ['A', 'B']) {
      expect(within(dialog).getByRole('combobox', { name: `Battler ${side} name` })).toHaveAttribute('maxLength', String(BATTLER_NAME_MAX));
    }
    fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'Ace vs Blaze' } });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'Ace' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
    fireEvent.change(description, { target: { value: 'd'.repeat(VIDEO_DESCRIPTION_MAX + 1) } });
    expect(within(dialog).getByText(`${VIDEO_DESCRIPTION_MAX + 1}/${VIDEO_DESCRIPTION_MAX}`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    expect(await within(dialog).findByText(DESCRIPTION_TOO_LONG)).toBeInTheDocument();
    // a limit is not the missing title or event
    expect(within(dialog).queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    fireEvent.change(description, { target: { value: 'd'.repeat(VIDEO_DESCRIPTION_MAX) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(within(dialog).queryByText(DESCRIPTION_TOO_LONG)).not.toBeInTheDocument();
  });

  it('upload: says a too long title at its field, not as a missing one', async () => {
    stubFetch({ 'GET /api/battlers/search': () => json(200, []) });
    renderApp(<VideoUploadDialog open events={[summer]} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Video' });
    const title = within(dialog).getByLabelText('Video title');
    expect(title).toHaveAttribute('maxLength', String(VIDEO_TITLE_MAX));
    fireEvent.change(title, { target: { value: 't'.repeat(VIDEO_TITLE_MAX + 1) } });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'Ace' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    expect(await within(dialog).findByText('Title must be at most 255 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('edit: says a too long battler name at its field and sends nothing', async () => {
    const { calls } = stubFetch({
      'GET /api/battlers/search': () => json(200, []),
      'PUT /api/admin/videos/v1': () => json(200, makeVideo({ id: 'v1' })),
    });
    renderApp(<VideoEditDialog video={makeVideo({ id: 'v1', eventId: 'e1' })} events={[summer]} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const battlerA = within(dialog).getByRole('combobox', { name: 'Battler A name' });
    fireEvent.change(battlerA, { target: { value: 'a'.repeat(BATTLER_NAME_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Battler A name must be at most 255 characters')).toBeInTheDocument();
    expect(battlerA).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(battlerA, { target: { value: 'a'.repeat(BATTLER_NAME_MAX) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('large upload: says a too long description at its field and starts nothing', async () => {
    const { calls } = stubFetch({
      'GET /api/events': () => json(200, [summer]),
      'GET /api/admin/videos': () => json(200, []),
      'GET /api/battlers/search': () => json(200, []),
    });
    renderApp(<VideosPanel />);
    const dialog = await openLargeUpload();
    fillLargeUpload(dialog, videoFile);
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'd'.repeat(VIDEO_DESCRIPTION_MAX + 1) } });
    startLargeUpload(dialog);
    expect(await within(dialog).findByText(DESCRIPTION_TOO_LONG)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
