/** Thumbnail cropping (admin §5): 16:9, 800 px wide, JPEG at quality 0.9. */

export const THUMB_ASPECT = 16 / 9;
export const THUMB_WIDTH = 800;
export const THUMB_QUALITY = 0.9;

/** The crop dialog's slider ranges. */
export const CROP_LIMITS = {
  zoom: { min: 0.1, max: 3, step: 0.05 },
  position: { min: -200, max: 200, step: 1 },
  rotation: { min: -45, max: 45, step: 1 },
} as const;

export interface Size {
  width: number;
  height: number;
}

/** react-easy-crop's croppedAreaPixels: relative to the rotated image's bounding box. */
export interface PixelArea extends Size {
  x: number;
  y: number;
}

const radians = (deg: number) => (deg * Math.PI) / 180;

/** The output canvas: `width` wide and as high as the aspect gives (800 → 450). */
export function outputSize(width = THUMB_WIDTH, aspect = THUMB_ASPECT): Size {
  return { width, height: Math.round(width / aspect) };
}

/** The bounding box of a width × height image turned by `rotation` degrees. */
export function rotateSize(width: number, height: number, rotation: number): Size {
  const r = radians(rotation);
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { width: cos * width + sin * height, height: sin * width + cos * height };
}

export interface CropPlan {
  /** output canvas */
  out: Size;
  /** the rotated image's bounding box */
  box: Size;
  /** crop area → output scale */
  scaleX: number;
  scaleY: number;
}

/** How the crop area maps onto the output canvas (pure, so it can be tested without a canvas). */
export function planCrop(image: Size, area: PixelArea, rotation: number, out: Size = outputSize()): CropPlan {
  return {
    out,
    box: rotateSize(image.width, image.height, rotation),
    scaleX: out.width / Math.max(1, area.width),
    scaleY: out.height / Math.max(1, area.height),
  };
}

/** Clamp a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Could not read the image'));
    img.src = src;
  });
}

/**
 * Draw the cropped, rotated part of the image onto an 800 × 450 canvas (black where the crop
 * runs past the picture) and return it as a JPEG file.
 */
export async function getCroppedImg(src: string, area: PixelArea, rotation = 0, fileName = 'thumbnail.jpg'): Promise<File> {
  const image = await loadImage(src);
  const natural = { width: image.naturalWidth || image.width, height: image.naturalHeight || image.height };
  const plan = planCrop(natural, area, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = plan.out.width;
  canvas.height = plan.out.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.imageSmoothingQuality = 'high';
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(plan.scaleX, plan.scaleY);
  ctx.translate(-area.x, -area.y);
  ctx.translate(plan.box.width / 2, plan.box.height / 2);
  ctx.rotate(radians(rotation));
  ctx.translate(-natural.width / 2, -natural.height / 2);
  ctx.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', THUMB_QUALITY));
  if (!blob) throw new Error('Could not create the thumbnail');
  return new File([blob], fileName, { type: 'image/jpeg' });
}

/** 'flyer.png' → 'flyer-thumbnail.jpg' */
export function thumbnailName(original: string): string {
  const base = original.replace(/\.[^.]+$/, '') || 'thumbnail';
  return `${base}-thumbnail.jpg`;
}
