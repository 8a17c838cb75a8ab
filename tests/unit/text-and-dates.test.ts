import { describe, expect, it } from 'vitest';
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
    expect(isoDate('garbage')).toBeUndefined();
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
