/** memoByString: answers kept per string, each computed once, within a bound. */
import { describe, expect, it } from 'vitest';
import { memoByString } from '#lib/memo.ts';

describe('memoByString', () => {
  it('computes each string once and gives the kept answer after, undefined included', () => {
    const asked: string[] = [];
    const check = memoByString(10, (text) => {
      asked.push(text);
      return text.startsWith('/') ? text : undefined;
    });
    expect([check('/a'), check('x'), check('/a'), check('x')]).toEqual(['/a', undefined, '/a', undefined]);
    expect(asked).toEqual(['/a', 'x']);
  });

  it('keeps at most `max` answers: once full, it starts again', () => {
    const asked: string[] = [];
    const upper = memoByString(2, (text) => {
      asked.push(text);
      return text.toUpperCase();
    });
    for (const text of ['a', 'b', 'c', 'a']) expect(upper(text)).toBe(text.toUpperCase());
    // 'c' found the map full and dropped 'a' and 'b': 'a' is computed again.
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
