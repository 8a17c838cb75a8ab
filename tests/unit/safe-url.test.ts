import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeImage, safeLink, webAddress } from '#lib/safe-url.ts';

describe('safeLink', () => {
  it('keeps http and https URLs', () => {
    expect(safeLink('https://github.com/org/repo')).toBe('https://github.com/org/repo');
    expect(safeLink(' http://example.edu/a?b=1 ')).toBe('http://example.edu/a?b=1');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/relative/path',
    'not a url',
    'ftp://files.example.edu/x',
    'java\u0000script:alert(1)',
    '',
  ])('refuses %j', (value) => {
    expect(safeLink(value)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(safeLink(undefined)).toBeUndefined();
    expect(safeLink(42)).toBeUndefined();
    expect(safeLink({ href: 'https://x.example' })).toBeUndefined();
  });
});

describe('safeImage', () => {
  it('also keeps same-origin paths', () => {
    expect(safeImage('/default-student-image.png')).toBe('/default-student-image.png');
    expect(safeImage('https://cdn.example.edu/a.png')).toBe('https://cdn.example.edu/a.png');
  });

  it.each(['data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', '//evil.example/a.png', '/\\evil.example'])(
    'refuses %j',
    (value) => {
      expect(safeImage(value)).toBeUndefined();
    },
  );
});

describe('isSameOriginPath', () => {
  it.each(['/', '/projects/nominateprojects', '/a?b=c#d'])('accepts %j', (value) => {
    expect(isSameOriginPath(value)).toBe(true);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'relative',
    '/a\\b',
    '/\u0000x',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(isSameOriginPath(value)).toBe(false);
  });
});

describe('webAddress (what a URL field sends)', () => {
  it.each([
    ['linkedin.com/in/asha', 'https://linkedin.com/in/asha'],
    [' www.linkedin.com/in/asha ', 'https://www.linkedin.com/in/asha'],
    ['//example.edu/a', 'https://example.edu/a'],
    ['github.com:443/org/repo', 'https://github.com:443/org/repo'],
    ['192.168.1.10/wiki', 'https://192.168.1.10/wiki'],
    ['https://github.com/org/repo', 'https://github.com/org/repo'],
    ['HTTP://Example.edu', 'HTTP://Example.edu'],
    ['https://intranet/page', 'https://intranet/page'],
    ['', ''],
  ])('sends %j as %j', (typed, sent) => {
    expect(webAddress(typed)).toBe(sent);
  });

  it.each(['N/A', 'asha', 'my site.com', 'mailto:asha@example.edu', 'javascript:alert(1)', 'ftp://files.example.edu/x', 'data:text/html,x', 'a..b', 'java\u0000script.com'])(
    'refuses %j: it cannot be a web address',
    (typed) => {
      expect(webAddress(typed)).toBeUndefined();
    },
  );
});
