// Measures what the panel makes of a phone photograph before it is uploaded: the site's own scaling code
// (src/browser/picture-variants.ts) runs in Debian's Chromium on a 4032 × 3024 picture saved as a JPEG at 92 %.
//
//   npm run bench:pictures
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';

const source = stripTypeScriptTypes(
  readFileSync(new URL('../../src/browser/picture-variants.ts', import.meta.url), 'utf8'),
);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bench</title>');
  await page.addScriptTag({ type: 'module', content: `${source}\nwindow.preparePicture = preparePicture;` });
  await page.waitForFunction(() => 'preparePicture' in window);
  const result = await page.evaluate(async () => {
    // Shapes over a gradient, with grain, compress about as a real photograph does.
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4032, 3024);
    gradient.addColorStop(0, '#3a6ea5');
    gradient.addColorStop(1, '#e8c07d');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4032, 3024);
    for (let shape = 0; shape < 400; shape += 1) {
      context.fillStyle = `hsl(${Math.random() * 360} 45% ${30 + Math.random() * 40}%)`;
      context.beginPath();
      context.ellipse(
        Math.random() * 4032,
        Math.random() * 3024,
        20 + Math.random() * 300,
        20 + Math.random() * 200,
        Math.random() * 3,
        0,
        7,
      );
      context.fill();
    }
    const noise = context.getImageData(0, 0, 4032, 3024);
    for (let index = 0; index < noise.data.length; index += 4) {
      const shift = (Math.random() - 0.5) * 24;
      for (let channel = 0; channel < 3; channel += 1)
        noise.data[index + channel] = (noise.data[index + channel] ?? 0) + shift;
    }
    context.putImageData(noise, 0, 0);
    const photo = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/jpeg', 0.92));
    const began = performance.now();
    const prepared = await (
      window as unknown as {
        preparePicture: (
          blob: Blob,
        ) => Promise<{ width: number; height: number; variants: { size: string; format: string; blob: Blob }[] }>;
      }
    ).preparePicture(photo);
    return {
      original: photo.size,
      ms: performance.now() - began,
      width: prepared.width,
      height: prepared.height,
      variants: prepared.variants.map((variant) => ({
        size: variant.size,
        format: variant.format,
        bytes: variant.blob.size,
      })),
    };
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Phone photograph 4032 × 3024, JPEG 92 %: ${kb(result.original)}`);
  console.log(`Scaled in the browser in ${result.ms.toFixed(0)} ms to ${result.width} × ${result.height}:`);
  for (const variant of result.variants)
    console.log(
      `  ${variant.size === 'large' ? '1600' : ' 600'} px ${variant.format.padEnd(4)} ${kb(variant.bytes).padStart(7)}`,
    );
  const card = result.variants.find((variant) => variant.size === 'small' && variant.format === 'webp');
  if (card)
    console.log(
      `A phone showing a card downloads ${kb(card.bytes)} instead of ${kb(result.original)} (${((card.bytes / result.original) * 100).toFixed(1)} %).`,
    );
} finally {
  await browser.close();
}
