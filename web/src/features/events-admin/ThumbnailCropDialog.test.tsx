import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { EventsPanel } from './EventsPanel';
import { ThumbnailCropDialog } from '../../components/image-upload/ThumbnailCropDialog';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:thumb');
  URL.revokeObjectURL = jest.fn();
});

describe('ThumbnailCropDialog', () => {
  it('offers labelled zoom, position and rotation sliders with the spec ranges', () => {
    stubFetch({});
    const onCancel = jest.fn();
    renderApp(<ThumbnailCropDialog file={new File(['x'], 'flyer.png', { type: 'image/png' })} onCancel={onCancel} onCropped={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Position Event Thumbnail' });
    const range = (name: string) => within(dialog).getByRole('slider', { name });
    expect([range('Zoom').getAttribute('min'), range('Zoom').getAttribute('max'), range('Zoom').getAttribute('step')]).toEqual(['0.1', '3', '0.05']);
    for (const name of ['Position X', 'Position Y']) {
      expect([range(name).getAttribute('min'), range(name).getAttribute('max')]).toEqual(['-200', '200']);
    }
    expect([range('Rotation').getAttribute('min'), range('Rotation').getAttribute('max')]).toEqual(['-45', '45']);
    fireEvent.change(range('Zoom'), { target: { value: '2.5' } });
    expect(within(dialog).getByText('2.50x')).toBeInTheDocument();
    fireEvent.change(range('Position X'), { target: { value: '-120' } });
    expect(range('Position X')).toHaveValue('-120');
    fireEvent.change(range('Rotation'), { target: { value: '30' } });
    expect(within(dialog).getByText('30°')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(range('Position X')).toHaveValue('0');
    expect(range('Rotation')).toHaveValue('0');
    // nothing to crop until the image has loaded
    expect(within(dialog).getByRole('button', { name: 'Apply Crop' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('opens from the event form for a picked image, rejecting non-images and files over 5 MB', async () => {
    stubFetch({ 'GET /api/events': () => json(200, []) });
    renderApp(<EventsPanel />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Create Event' }))[0]);
    const form = screen.getByRole('dialog', { name: 'Create New Event' });
    const input = within(form).getByLabelText('Thumbnail (optional)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'flyer.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('dialog', { name: 'Position Event Thumbnail' })).toBeInTheDocument();
    // Escape closes only the crop dialog
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Position Event Thumbnail' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Event' })).toBeInTheDocument();
  });
});
