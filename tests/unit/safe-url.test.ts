import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalUrl } from '#api/schemas/payload-rules.ts';
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
    ['github.com:443/org/repo', 'https://github.com/org/repo'],
    ['192.168.1.10/wiki', 'https://192.168.1.10/wiki'],
    ['https://github.com/org/repo', 'https://github.com/org/repo'],
    ['HTTP://Example.edu', 'http://example.edu/'],
    ['https://Example.edu:443/a/./b/../c', 'https://example.edu/a/c'],
    ['https://intranet/page', 'https://intranet/page'],
    ['', ''],
  ])('sends %j as %j', (typed, sent) => {
    expect(webAddress(typed)).toBe(sent);
  });

  it.each([
    'N/A',
    'asha',
    'my site.com',
    'mailto:asha@example.edu',
    'javascript:alert(1)',
    'ftp://files.example.edu/x',
    'data:text/html,x',
    'a..b',
    'java\u0000script.com',
  ])('refuses %j: it cannot be a web address', (typed) => {
    expect(webAddress(typed)).toBeUndefined();
  });
});

describe('issue 49, finding 2: no user part, no backslash, the normalised form', () => {
  it.each([
    ['https://trusted.edu@evil.com', 'a user part: it goes to evil.com'],
    ['https://trusted.edu:pw@evil.com/x', 'a user and password'],
    ['http://user@example.edu', 'a user part'],
    ['http:\\\\evil.com', 'backslashes read as slashes'],
    ['https://example.edu\\@evil.com', 'a backslash before the host'],
    ['https://example.edu/a\\b', 'a backslash in the path'],
  ])('safeLink refuses %j (%s), and so does safeImage', (value) => {
    expect(safeLink(value)).toBeUndefined();
    expect(safeImage(value)).toBeUndefined();
  });

  it.each([
    'asha@gmail.com',
    'https://trusted.edu@evil.com',
    'trusted.edu@evil.com/x',
    'http:\\\\evil.com',
    'evil.com\\path',
    'user:pass@example.edu',
  ])('a URL field refuses %j: it is sent as nothing else', (typed) => {
    expect(webAddress(typed)).toBeUndefined();
  });

  it("a URL field sends the normalised form, and its schema refuses a user part with the spec's words", () => {
    expect(webAddress('  HTTPS://WWW.LinkedIn.com/in/Asha ')).toBe('https://www.linkedin.com/in/Asha');
    const schema = v.object({ link: optionalUrl() });
    expect(v.parse(schema, { link: 'Example.edu:443/a' })).toEqual({ link: 'https://example.edu/a' });
    const refused = v.safeParse(schema, { link: 'asha@gmail.com' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Please enter a valid URL');
  });
});
