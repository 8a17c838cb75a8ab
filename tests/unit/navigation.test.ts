/** The path the top bar is given: the page's own only where the bar marks it. */
import { describe, expect, it } from 'vitest';
import { NAVIGATION, topBarPath } from '#features/navigation.ts';
import { isGroup } from '#components/nav-links.ts';

describe('topBarPath', () => {
  it('keeps every path a menu links to, and the search page (the bar leaves out its own search box there)', () => {
    const linked = NAVIGATION.flatMap((entry) =>
      isGroup(entry) ? entry.items.map((item) => item.href) : [entry.href],
    );
    expect(linked).toContain('/projects/in-house');
    for (const path of linked) expect(topBarPath(path)).toBe(path);
    expect(topBarPath('/search')).toBe('/search');
  });

  it('gives every other page the same empty path: a detail page, a list’s second page', () => {
    expect(topBarPath('/projects/in-housedetails/PRJ-2024-000001')).toBe('');
    expect(topBarPath('/projects/in-house/2')).toBe('');
    expect(topBarPath('/search/x')).toBe('');
  });
});
