/**
 * Pictures from the release (issue 19): every picture the pages show is a
 * variant the build made and put in the release, sized for the screen,
 * without metadata, and still there when the backend is gone.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { API_URL, FILES_URL, SITE_URL, apiData, expect, test } from './support/fixtures.ts';

interface Listed {
  nominationId: string;
  posterImages?: string[];
  teamLeader?: { profileImageUrl?: string };
}

/** The backend's list, without the hostile records' wrong types (the site drops or repairs those). */
async function listed(path: string): Promise<Listed[]> {
  const records = await apiData<unknown[]>(path);
  return records.flatMap((record) => {
    const r = record as Record<string, unknown>;
    if (
      typeof r.nominationId !== 'string' ||
      (!r.nominationId.startsWith('PRJ-2') && !r.nominationId.startsWith('CMP-2'))
    )
      return [];
    const posters = Array.isArray(r.posterImages)
      ? r.posterImages.filter((url): url is string => typeof url === 'string')
      : [];
    return [{ nominationId: r.nominationId, posterImages: posters }];
  });
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Pages with pictures of every kind: home, lists of posters and of portraits, detail pages, search results. */
async function pagesWithPictures(): Promise<string[]> {
  const industry = await listed('/api/project-nominations/approved/industry');
  const withPhoto = industry.find((record) => record.posterImages?.[0]?.includes('/photo-'));
  if (!withPhoto) throw new Error('the seed has an industry project opening with a photo');
  const hackathons = await listed('/api/competition-nominations/approved/hackathons');
  const competition = hackathons.find((record) => (record.posterImages?.length ?? 0) > 1)!;
  const alumni =
    await apiData<Array<{ nominationId: string; alumni?: { profileImageUrl?: string } }>>('/api/alumni/approved');
  const alumnus = alumni.find(
    (record) => isString(record.alumni?.profileImageUrl) && record.alumni.profileImageUrl.includes('/photo-'),
  )!;
  return [
    '/',
    '/projects/industry',
    '/StarAlumni/star-alumni',
    `/projects/industrydetails/${withPhoto.nominationId}`,
    `/competitions/hackathondetails/${competition.nominationId}`,
    `/StarAlumni/star-alumni-details/${alumnus.nominationId}`,
    '/search?q=project',
  ];
}

/** Scrolls to the end a screen at a time, so every lazy picture loads, then waits for the network. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
}

/** Every picture in the page's main content: where it came from, its size, and the size it is shown at. */
function picturesOf(page: Page) {
  return page.locator('main img').evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.currentSrc || image.src,
        loaded: image.complete && image.naturalWidth > 0,
        natural: image.naturalWidth,
        // object-fit: cover fills the box: the picture is shown at least as wide as the box.
        shown: Math.max(box.width, image.naturalHeight ? (box.height * image.naturalWidth) / image.naturalHeight : 0),
      };
    }),
  );
}

test('with the backend unreachable after publishing, every page still shows every picture, from the site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const paths = await pagesWithPictures();
  const askedBackend: string[] = [];
  await page.route(`${API_URL}/**`, (route) => {
    askedBackend.push(route.request().url());
    return route.abort('connectionrefused');
  });
  for (const path of paths) {
    await page.goto(path);
    // Search results come once Pagefind has loaded and searched, which may be after the network first goes quiet.
    await expect(page.locator('main img').first()).toBeAttached();
    await readToTheEnd(page);
    // Pictures still outside the screen (carousel copies to the side) wait for it, lazily: ask for them all now.
    await page
      .locator('main img')
      .evaluateAll((images: HTMLImageElement[]) => images.forEach((image) => (image.loading = 'eager')));
    await expect
      .poll(() =>
        page.locator('main img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete)),
      )
      .toBe(true);
    const pictures = (await picturesOf(page)).filter((picture) => picture.shown > 0);
    expect(pictures.length, path).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.src.startsWith(`${SITE_URL}/_img/`), `${path}: ${picture.src}`).toBe(true);
      expect(picture.loaded, `${path}: ${picture.src}`).toBe(true);
    }
  }
  expect(askedBackend.filter((url) => url.startsWith(FILES_URL))).toEqual([]);
});

test('on a phone (390 px, 3x) no picture is downloaded at more than 3x the width it is shown at', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    baseURL: SITE_URL,
  });
  const page = await context.newPage();
  for (const path of await pagesWithPictures()) {
    await page.goto(path);
    // Search results come once Pagefind has loaded and searched, which may be after the network first goes quiet.
    await expect(page.locator('main img').first()).toBeAttached();
    await readToTheEnd(page);
    const loaded = (await picturesOf(page)).filter((picture) => picture.loaded && picture.shown > 0);
    expect(loaded.length, path).toBeGreaterThan(0);
    for (const picture of loaded) {
      expect(picture.natural, `${path}: ${picture.src} shown at ${Math.round(picture.shown)} px`).toBeLessThanOrEqual(
        3 * picture.shown + 1,
      );
    }
  }
  await context.close();
});

test('a phone photo carrying its GPS position: no file the site serves from it carries it, and it stands upright', async ({
  page,
  request,
}) => {
  const industry = await listed('/api/project-nominations/approved/industry');
  const record = industry.find((item) => item.posterImages?.[0]?.includes('/photo-'))!;
  const original = await (await request.get(record.posterImages![0]!)).body();
  const exif = exifReader((await sharp(original).metadata()).exif!);
  // The upload does carry a position and a camera: the test would catch them.
  expect(exif.GPSInfo?.GPSLatitude).toBeDefined();
  expect(exif.Image?.Make).toBe('DemoPhone');
  const turned = ((await sharp(original).metadata()).orientation ?? 1) >= 5;

  await page.goto(`/projects/industrydetails/${record.nominationId}`);
  const thumbnail = page.locator('main img').first();
  const candidates = ((await thumbnail.getAttribute('srcset')) ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!);
  const social = await page.locator('meta[property="og:image"]').getAttribute('content');
  // The whole picture, as the full-size overlay shows it.
  await thumbnail.click();
  const overlay = page.getByRole('dialog').locator('img');
  const whole = ((await overlay.getAttribute('srcset')) ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!);
  const served = [...candidates, ...whole, new URL(social!).pathname];
  expect(candidates.length).toBeGreaterThan(1);
  expect(whole.length).toBeGreaterThan(1);
  for (const path of served) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    expect([meta.exif, meta.xmp, meta.iptc], path).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from('DemoPhone')), path).toBe(false);
    if (whole.includes(path)) expect(meta.height! > meta.width!, `${path} stands as the photo was taken`).toBe(turned);
  }
});

test("a detail page shares its own 1200×630 card; an entry without a picture shares the site's", async ({
  page,
  request,
}) => {
  const industry = await listed('/api/project-nominations/approved/industry');
  const record = industry.find((item) => item.posterImages?.[0]?.includes('/photo-'))!;
  await page.goto(`/projects/industrydetails/${record.nominationId}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${SITE_URL}/_img/[0-9a-f]{32}\\.jpg$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const response = await request.get(image!);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);

  const lists = {
    industry: 'industrydetails',
    'in-house': 'in-housedetails',
    research: 'researchdetails',
    'start-up': 'start-updetails',
  };
  let bare: string | undefined;
  for (const [list, route] of Object.entries(lists)) {
    const found = (await listed(`/api/project-nominations/approved/${list}`)).find(
      (item) => (item.posterImages?.length ?? 0) === 0,
    );
    if (found) {
      bare = `/projects/${route}/${found.nominationId}`;
      break;
    }
  }
  if (!bare) throw new Error('the seed has a project without posters');
  await page.goto(bare);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}/og-default.png`);
});

test('pictures the backend answers with an HTML page, a truncated JPEG or a 404: the fallback, a report, and the build went on', async ({
  page,
}) => {
  const research = await listed('/api/project-nominations/approved/research');
  const record = research.find((item) => item.posterImages?.some((url) => url.includes('not-a-picture')));
  if (!record) throw new Error('the seed has a research project with pictures that are not pictures');
  const output = await readFile(join(process.env.E2E_WORK_DIR!, 'build-output.txt'), 'utf8');
  for (const name of ['missing-poster.png', 'not-a-picture.png', 'truncated-photo.jpg']) {
    expect(output).toMatch(
      new RegExp(`dropped picture of Research ${record.nominationId}: \\S+/${name.replace('.', '\\.')}: `),
    );
  }
  expect(output).toMatch(/not-a-picture\.png: not a picture/);
  expect(output).toMatch(/truncated-photo\.jpg: a broken picture/);

  // All its posters were unusable: the card shows the generic icon, exactly as for a project without posters.
  const link = page.locator(`a[href="/projects/researchdetails/${record.nominationId}"]`);
  for (let n = 1; n < 10; n++) {
    await page.goto(n === 1 ? '/projects/research' : `/projects/research/${n}`);
    if ((await link.count()) > 0) break;
  }
  const card = page.locator('article').filter({ has: link });
  await expect(card).toHaveCount(1);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('svg').first()).toBeVisible();
  await page.goto(`/projects/researchdetails/${record.nominationId}`);
  await expect(page.getByRole('heading', { name: 'Project Gallery' })).toHaveCount(0);
  await expect(page.locator(`main img[src^="${API_URL}"]`)).toHaveCount(0);
});
