/** What the project form's tests with real uploads share: its route, opening it signed in, and a real MP4 recorded in the page. */
import type { Page } from '@playwright/test';
import type { TestUser } from './fixtures.ts';
import { openForm as openFormAt } from './forms.ts';

export const FORM = '/projects/nominateprojects';
/** Signs in through the SSO stand-in the way a user would: the guard sends them to /login and back. */
export const openForm = (page: Page, user: TestUser) => openFormAt(page, FORM, user);

/**
 * A real MP4 recorded in the page by Chromium's MediaRecorder (about 1 s of a
 * changing canvas). `stretch` multiplies every sample's duration in the file,
 * which makes a real, playable video `stretch` times longer.
 */
export async function recordMp4(page: Page, stretch = 1) {
  const base64 = await page.evaluate(async (factor) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 30)}, 80%, 50%)`;
      context.fillRect(0, 0, 64, 48);
    }, 50);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await new Promise((resolve) => (recorder.onstop = resolve));
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    const view = new DataView(bytes.buffer);
    // Fragmented MP4: sample durations live in each 'trun' box of 'moof' > 'traf'.
    const walk = (start: number, end: number) => {
      for (let at = start; at + 8 <= end;) {
        const size = view.getUint32(at);
        const type = String.fromCharCode(...bytes.slice(at + 4, at + 8));
        if (type === 'moof' || type === 'traf') walk(at + 8, at + size);
        if (type === 'trun') {
          const flags = view.getUint32(at + 8) & 0xffffff;
          let cursor = at + 16 + (flags & 1 ? 4 : 0) + (flags & 4 ? 4 : 0);
          for (let i = 0; i < view.getUint32(at + 12); i++) {
            if (flags & 0x100) view.setUint32(cursor, view.getUint32(cursor) * factor);
            cursor += [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
          }
        }
        if (size < 8) break;
        at += size;
      }
    };
    if (factor !== 1) walk(0, bytes.length);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, stretch);
  return {
    name: stretch === 1 ? 'demo.mp4' : 'long.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(base64, 'base64'),
  };
}
