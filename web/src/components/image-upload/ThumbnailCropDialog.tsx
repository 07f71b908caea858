import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useToast } from '../Toast';
import { clamp, CROP_LIMITS, getCroppedImg, THUMB_ASPECT, thumbnailName } from './cropImage';
import { useObjectUrl } from '../../lib/useObjectUrl';

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  min-height: 180px;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: #000;
  margin-bottom: 1rem;
`;

const Sliders = styled.div`
  display: grid;
  gap: 0.55rem;
  margin-bottom: 1.1rem;
`;

const SliderRow = styled.div`
  display: grid;
  grid-template-columns: 92px 1fr 56px;
  align-items: center;
  gap: 0.6rem;
  font-size: 0.85rem;
  label { font-weight: 700; }
  input { width: 100%; accent-color: ${({ theme }) => theme.colors.gold}; min-height: 28px; }
  output { text-align: right; color: ${({ theme }) => theme.colors.muted}; font-variant-numeric: tabular-nums; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.6rem;
  flex-wrap: wrap;
`;

function Slider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  format = (v) => String(v),
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  format?: (v: number) => string;
}) {
  const id = useId();
  return (
    <SliderRow>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id}>{format(value)}</output>
    </SliderRow>
  );
}

const START: Point = { x: 0, y: 0 };

/**
 * 'Position Event Thumbnail': crop a picked image to 16:9 (zoom, X/Y position and rotation
 * with the mouse or the labelled sliders) and hand back an 800 × 450 JPEG.
 */
export function ThumbnailCropDialog({
  file,
  title = 'Position Event Thumbnail',
  onCancel,
  onCropped,
}: {
  /** the picked image; the dialog is open while it is set */
  file: File | null;
  title?: string;
  onCancel: () => void;
  onCropped: (thumbnail: File) => void;
}) {
  const { toast } = useToast();
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState<Point>(START);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  // a new file starts from a fresh crop: adjusted while rendering, not in an effect, so no frame shows the old crop
  const [cropFor, setCropFor] = useState(file);
  if (cropFor !== file) {
    setCropFor(file);
    setCrop(START);
    setZoom(1);
    setRotation(0);
    setArea(null);
  }

  const { zoom: z, position: p, rotation: r } = CROP_LIMITS;
  // the cropper reports an area only once the image has loaded and been measured
  const ready = !!area && area.width > 0 && area.height > 0 && Number.isFinite(area.x + area.y);
  const apply = async () => {
    if (!src || !area || !file || !ready) return;
    setBusy(true);
    try {
      onCropped(await getCroppedImg(src, area, rotation, thumbnailName(file.name)));
    } catch {
      toast({ title: 'Error', description: 'Could not crop the image', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!file} onClose={onCancel} title={title} description="Drag or use the sliders to frame the 16:9 thumbnail.">
      <Stage>
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={THUMB_ASPECT}
            minZoom={z.min}
            maxZoom={z.max}
            restrictPosition={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_pct, pixels) => setArea(pixels)}
          />
        )}
      </Stage>
      <Sliders>
        <Slider label="Zoom" {...z} value={zoom} onChange={setZoom} format={(v) => `${v.toFixed(2)}x`} />
        <Slider
          label="Position X"
          {...p}
          value={clamp(Math.round(crop.x), p.min, p.max)}
          onChange={(x) => setCrop((c) => ({ ...c, x }))}
        />
        <Slider
          label="Position Y"
          {...p}
          value={clamp(Math.round(crop.y), p.min, p.max)}
          onChange={(y) => setCrop((c) => ({ ...c, y }))}
        />
        <Slider label="Rotation" {...r} value={rotation} onChange={setRotation} format={(v) => `${v}°`} />
      </Sliders>
      <Actions>
        <Button
          variant="ghost"
          onClick={() => {
            setCrop(START);
            setZoom(1);
            setRotation(0);
          }}
        >
          Reset
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={apply} loading={busy} disabled={!ready}>
          Apply Crop
        </Button>
      </Actions>
    </Dialog>
  );
}
