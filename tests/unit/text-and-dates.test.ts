import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongDate } from '#components/detail/LongDate.tsx';
import { formatLongDate, isoDate, yearOf } from '#lib/dates.ts';
import { firstWords, initial, leadingLetters, orNA } from '#lib/text.ts';

describe('formatLongDate', () => {
  it('writes dates in long form', () => {
    expect(formatLongDate('2024-03-05')).toBe('5 March 2024');
    expect(formatLongDate('2023-11-30T18:30:00.000Z')).toBe('30 November 2023');
  });
  it('says N/A for empty and Invalid Date for garbage', () => {
    expect(formatLongDate('')).toBe('N/A');
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatLongDate('   ')).toBe('N/A');
    expect(formatLongDate('next tuesday-ish')).toBe('Invalid Date');
    expect(formatLongDate('2024-13-45')).toBe('Invalid Date');
    expect(formatLongDate('12367')).toBe('Invalid Date');
    expect(formatLongDate(1709596800000)).toBe('5 March 2024');
  });
  it('shows a bare year or year-month at the precision it has', () => {
    expect(formatLongDate('2024')).toBe('2024');
    expect(formatLongDate(' 2024 ')).toBe('2024');
    expect(formatLongDate('2024-03')).toBe('March 2024');
    expect(formatLongDate('2024/3')).toBe('March 2024');
    expect(formatLongDate('03/2024')).toBe('March 2024');
    expect(formatLongDate('March 2024')).toBe('March 2024');
    expect(formatLongDate('Sept 2024')).toBe('September 2024');
    expect(formatLongDate('Smarch 2024')).toBe('Invalid Date');
    expect(formatLongDate('Sep. 2024')).toBe('September 2024');
    expect(formatLongDate('2024-13')).toBe('Invalid Date');
    expect(formatLongDate('0999')).toBe('Invalid Date');
    expect(isoDate('2024')).toBe('2024');
    expect(isoDate('2024-03')).toBe('2024-03');
    expect(yearOf('2024-03')).toBe(2024);
    expect(yearOf('5 March 2023')).toBe(2023);
    expect(yearOf('soon')).toBeUndefined();
  });
  it('gives a machine-readable date only for valid input', () => {
    expect(isoDate('2024-03-05')).toBe('2024-03-05');
    expect(isoDate('2024-03-05T02:00:00Z')).toBe('2024-03-05T02:00:00.000Z');
    expect(isoDate('garbage')).toBeUndefined();
  });
});

describe("the site's style and the reader's", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  /** lib/dates.ts as a browser in `timeZone` loads it (its formatters take the zone when first made). */
  async function datesIn(timeZone: string) {
    process.env.TZ = timeZone;
    vi.resetModules();
    return import('#lib/dates.ts');
  }

  it("React on the server (pages built ahead, an island before it hydrates) writes the site's style", () => {
    expect(renderToString(createElement(LongDate, { value: '2024-03-05T02:00:00Z' }))).toBe(
      '<time dateTime="2024-03-05T02:00:00.000Z">5 March 2024</time>',
    );
    expect(renderToString(createElement(LongDate, { value: '' }))).toBe('N/A');
  });

  it("the reader's locale: the browser's own, not the site's en-IN", async () => {
    const dates = await datesIn('UTC');
    const readers = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2024-03-05T00:00:00Z'),
    );
    expect(dates.formatLongDate('2024-03-05', 'reader')).toBe(readers);
    expect(dates.formatLongDate('2024-03-05', 'site')).toBe('5 March 2024');
    expect(dates.formatLongDate('2024-03', 'reader')).toBe(
      new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date('2024-03-01T00:00:00Z'),
      ),
    );
    expect(dates.formatLongDate('', 'reader')).toBe('N/A');
    expect(dates.formatLongDate('soon', 'reader')).toBe('Invalid Date');
  });

  it('a moment is the day it was where the reader is; a calendar day is that day everywhere; the site writes UTC days', async () => {
    const newYork = await datesIn('America/New_York');
    const moment = '2024-03-05T02:00:00Z'; // 4 March, 21:00 in New York
    expect(newYork.readDate(moment)?.precision).toBe('instant');
    expect(newYork.formatLongDate(moment, 'reader')).toBe(newYork.formatLongDate('2024-03-04', 'reader'));
    expect(newYork.formatLongDate(moment, 'site')).toBe('5 March 2024');
    expect(newYork.formatLongDate('2024-03-05', 'reader')).toBe(
      newYork.formatLongDate('2024-03-05T12:00:00Z', 'reader'),
    );
    expect(newYork.formatLongDate(1709604000000, 'reader')).toBe(newYork.formatLongDate('2024-03-04', 'reader'));
  });

  it('a day written in words is that day on a build machine east of UTC (it used to be the day before)', async () => {
    const kolkata = await datesIn('Asia/Kolkata');
    expect(kolkata.formatLongDate('5 March 2024')).toBe('5 March 2024');
    expect(kolkata.formatLongDate('Mar 5, 2024')).toBe('5 March 2024');
    expect(kolkata.formatLongDate('2024/03/05')).toBe('5 March 2024');
    expect(kolkata.isoDate('5 March 2024')).toBe('2024-03-05');
    expect(kolkata.formatLongDate('2024-03-04T20:00:00Z', 'reader')).toBe(
      kolkata.formatLongDate('2024-03-05', 'reader'),
    );
  });
});

describe('text helpers', () => {
  it('falls back to N/A', () => {
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('B.Tech CSE')).toBe('B.Tech CSE');
    expect(orNA(2024)).toBe('2024');
  });
  it('cuts an abstract to its first words with an ellipsis only when longer', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(firstWords(thirty, 30)).toBe(thirty);
    expect(firstWords(`${thirty} extra`, 30)).toBe(`${thirty}...`);
    expect(firstWords(undefined, 30)).toBe('');
  });
  it('keeps only the leading letters and spaces of a name', () => {
    expect(leadingLetters('Aarav Sharma (CSE) 2021')).toBe('Aarav Sharma');
    expect(leadingLetters('Priya  Nair')).toBe('Priya Nair');
    expect(leadingLetters('123 Bad')).toBe('');
    expect(leadingLetters('Zoë Łukasz-Kowalska')).toBe('Zoë Łukasz');
  });
  it('takes an initial', () => {
    expect(initial('aarav')).toBe('A');
    expect(initial('', 'S')).toBe('S');
    expect(initial('👩‍🎓 Asha')).toBe('👩‍🎓');
    expect(initial('émile')).toBe('É');
  });
});
