/**
 * A news picture made light in the browser before it is uploaded: at most 1600 px wide for the article and
 * 600 px for cards, each as WebP and as JPEG for browsers without WebP. A 4 MB phone photograph becomes a few
 * hundred kilobytes, and its stored size keeps the page from shifting while it loads.
 */
export const PICTURE_WIDTHS = { large: 1600, small: 600 } as const;
const QUALITY = 0.8;

export type VariantSize = keyof typeof PICTURE_WIDTHS;

/** Width and height scaled down to at most `maxWidth` wide, never up, keeping the proportions. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export interface PictureVariant {
  size: VariantSize;
  format: 'webp' | 'jpeg';
  blob: Blob;
}

export interface PreparedPicture {
  /** Of the large variant. */
  width: number;
  height: number;
  variants: PictureVariant[];
  /** The small JPEG as a data: address, for the form's preview (the policy allows data: pictures, not blob:). */
  preview: string;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

function dataAddress(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The variants of a picture; null when the browser cannot read it as a picture. */
export async function preparePicture(file: Blob): Promise<PreparedPicture | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const variants: PictureVariant[] = [];
  for (const size of ['large', 'small'] as const) {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, PICTURE_WIDTHS[size]);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG gets the page's white behind it, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await encode(canvas, 'image/jpeg');
    if (!jpeg) return null;
    variants.push({ size, format: 'jpeg', blob: jpeg });
    // A browser that cannot write WebP gives back a PNG: then the JPEG alone serves.
    const webp = await encode(canvas, 'image/webp');
    if (webp?.type === 'image/webp') variants.push({ size, format: 'webp', blob: webp });
  }
  const large = scaledSize(bitmap.width, bitmap.height, PICTURE_WIDTHS.large);
  bitmap.close();
  const small = variants.find((variant) => variant.size === 'small' && variant.format === 'jpeg')!.blob;
  return { ...large, variants, preview: await dataAddress(small) };
}
