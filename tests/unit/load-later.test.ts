/** Modules a page loads beside its first paint (src/lib/load-later.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { loadLater, NotLoaded } from '#lib/load-later.ts';

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('loadLater', () => {
  it('starts loading at once in a browser, and loads once however often it is asked', async () => {
    (globalThis as { window?: unknown }).window = globalThis;
    let loads = 0;
    const get = loadLater(async () => ({ n: ++loads }));
    expect(loads).toBe(1);
    expect(await get()).toEqual({ n: 1 });
    expect(await get()).toBe(await get());
    expect(loads).toBe(1);
  });

  it('loads nothing until asked where there is no browser (pre-rendering)', async () => {
    let loads = 0;
    const get = loadLater(async () => ++loads);
    expect(loads).toBe(0);
    expect(await get()).toBe(1);
  });

  it('a failed load is no words for the visitor, and is tried again when next needed', async () => {
    let attempts = 0;
    const get = loadLater(async () => {
      attempts += 1;
      if (attempts === 1)
        throw new TypeError('Failed to fetch dynamically imported module: https://example.edu/_astro/x.js');
      return 'module';
    });
    const failure = await get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotLoaded);
    // A form shows its own fallback words for an error without any (use-submit-flow.ts).
    expect((failure as Error).message).toBe('');
    expect((failure as Error).cause).toBeInstanceOf(TypeError);
    expect(await get()).toBe('module');
    expect(attempts).toBe(2);
  });
});

describe('an upload whose client could not be loaded', () => {
  it('says what each form says when the backend never answered, never the browser’s words', async () => {
    const { uploadFailureMessage } = await import('#features/nominations/use-uploader.ts');
    const notLoaded = new NotLoaded(
      new TypeError('Failed to fetch dynamically imported module: https://example.edu/_astro/uploads.js'),
    );
    expect(uploadFailureMessage(notLoaded, 'project', 'poster')).toBe('Network issue. Please check your connection.');
    expect(uploadFailureMessage(notLoaded, 'project', 'certificate')).toBe(
      'Certificate upload failed: Network issue. Please check your connection.',
    );
    expect(uploadFailureMessage(notLoaded, 'achievement', 'document')).toBe(
      'Could not connect to the server. Please check your network.',
    );
    expect(uploadFailureMessage(notLoaded, 'competition', 'poster')).toBe('Failed to upload poster. Please try again.');
    expect(uploadFailureMessage(notLoaded, 'placement', 'profile')).toBe('Profile image upload failed');
    // Any other failure keeps the upload client's own words.
    expect(
      uploadFailureMessage(new Error('File too large. Please reduce file size and try again.'), 'project', 'poster'),
    ).toBe('File too large. Please reduce file size and try again.');
  });
});
