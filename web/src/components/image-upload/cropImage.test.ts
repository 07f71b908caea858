import { clamp, CROP_LIMITS, outputSize, planCrop, rotateSize, THUMB_ASPECT, THUMB_QUALITY, thumbnailName } from './cropImage';
import { profileImageProblem, thumbnailProblem, isVideoFile } from '../../lib/imageChecks';

describe('thumbnail crop math', () => {
  it('outputs 800 × 450 (16:9) JPEG at quality 0.9', () => {
    expect(outputSize()).toEqual({ width: 800, height: 450 });
    expect(THUMB_ASPECT).toBeCloseTo(16 / 9);
    expect(THUMB_QUALITY).toBe(0.9);
  });

  it('has the spec slider ranges', () => {
    expect(CROP_LIMITS).toEqual({
      zoom: { min: 0.1, max: 3, step: 0.05 },
      position: { min: -200, max: 200, step: 1 },
      rotation: { min: -45, max: 45, step: 1 },
    });
  });

  it('scales any crop area onto the output canvas', () => {
    const plan = planCrop({ width: 1920, height: 1080 }, { x: 100, y: 50, width: 1600, height: 900 }, 0);
    expect(plan.out).toEqual({ width: 800, height: 450 });
    expect(plan.scaleX).toBeCloseTo(0.5);
    expect(plan.scaleY).toBeCloseTo(0.5);
    expect(plan.box).toEqual({ width: 1920, height: 1080 });
    // a small crop is enlarged
    const zoomed = planCrop({ width: 1920, height: 1080 }, { x: 0, y: 0, width: 400, height: 225 }, 0);
    expect(zoomed.scaleX).toBeCloseTo(2);
    expect(zoomed.scaleY).toBeCloseTo(2);
  });

  it('measures the rotated bounding box', () => {
    const quarter = rotateSize(200, 100, 90);
    expect(quarter.width).toBeCloseTo(100);
    expect(quarter.height).toBeCloseTo(200);
    const tilted = rotateSize(100, 100, 45);
    expect(tilted.width).toBeCloseTo(141.421, 2);
    expect(tilted.height).toBeCloseTo(141.421, 2);
    expect(rotateSize(300, 200, -30)).toEqual(rotateSize(300, 200, 30));
  });

  it('clamps slider values and names the output', () => {
    expect(clamp(250, -200, 200)).toBe(200);
    expect(clamp(-999, -200, 200)).toBe(-200);
    expect(clamp(12, -200, 200)).toBe(12);
    expect(thumbnailName('flyer.final.png')).toBe('flyer.final-thumbnail.jpg');
  });
});

describe('file checks', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
  const MB = 1024 * 1024;

  it('takes thumbnails that are images of at most 5 MB', () => {
    expect(thumbnailProblem(file('image/png', 10))).toBeNull();
    expect(thumbnailProblem(file('text/plain', 10))?.description).toBe('Please select an image file');
    expect(thumbnailProblem(file('image/jpeg', 5 * MB + 1))?.description).toBe('Please select an image smaller than 5MB');
  });

  it("uses the spec's profile image messages", () => {
    expect(profileImageProblem(file('application/pdf', 10))?.description).toBe('Please select an image file (PNG, JPG, or GIF)');
    expect(profileImageProblem(file('image/gif', 5 * MB))?.description).toBe('Profile image must be less than 5MB');
    expect(profileImageProblem(file('image/gif', 5 * MB - 1))).toBeNull();
  });

  it('takes video/* files only for uploads', () => {
    expect(isVideoFile(file('video/mp4', 1))).toBe(true);
    expect(isVideoFile(file('image/png', 1))).toBe(false);
  });
});
