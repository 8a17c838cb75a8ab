import { describe, expect, it } from 'vitest';
import { pageHref, pageWindow, showingRange } from '#lib/pagination.ts';

describe('list pagination', () => {
  it('says which cards a page shows', () => {
    expect(showingRange(1, 130)).toBe('Showing 1–24 of 130');
    expect(showingRange(2, 130)).toBe('Showing 25–48 of 130');
    expect(showingRange(6, 130)).toBe('Showing 121–130 of 130');
    expect(showingRange(1, 5)).toBe('Showing 1–5 of 5');
  });
  it('links page 1 to the list route itself', () => {
    expect(pageHref('/projects/industry', 1)).toBe('/projects/industry');
    expect(pageHref('/projects/industry', 3)).toBe('/projects/industry/3');
  });
  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});
