/** How pages turn a picture into <img> attributes, and where a record's picture fields are. */
import { describe, expect, it } from 'vitest';
import { pictureUrls, withoutPictures } from '#features/catalog/pictures.ts';
import {
  avatarRole,
  imageAttributes,
  pictureOf,
  picturesOf,
  registerPictures,
  ROLES,
  type Picture,
} from '#lib/pictures.ts';

describe('pictures on pages', () => {
  const picture: Picture = {
    width: 1280,
    height: 960,
    wide: [
      [640, '/_img/a640.webp'],
      [960, '/_img/a960.webp'],
      [1280, '/_img/a1280.webp'],
    ],
    cover: [
      [320, '/_img/c320.webp'],
      [480, '/_img/c480.webp'],
      [640, '/_img/c640.webp'],
    ],
    square: [
      [80, '/_img/s80.webp'],
      [160, '/_img/s160.webp'],
      [240, '/_img/s240.webp'],
      [384, '/_img/s384.webp'],
    ],
    social: '/_img/og.jpg',
  };
  registerPictures({ 'https://api.example.edu/u/a.jpg': picture });

  it('offers each role only the variants up to its cap, with sizes and the real aspect', () => {
    const card = imageAttributes('https://api.example.edu/u/a.jpg', ROLES.card);
    expect(card.srcSet).toBe('/_img/c320.webp 320w, /_img/c480.webp 480w');
    expect([card.src, card.width, card.height]).toEqual(['/_img/c480.webp', 480, 320]);
    const full = imageAttributes('https://api.example.edu/u/a.jpg', ROLES.full);
    expect([full.src, full.width, full.height]).toEqual(['/_img/a1280.webp', 1280, 960]);
    expect(card.sizes).toBe(ROLES.card.sizes);
    expect(imageAttributes('https://api.example.edu/u/a.jpg', ROLES.full).srcSet).toContain('1280w');
    const avatar = imageAttributes('https://api.example.edu/u/a.jpg', avatarRole(64));
    expect(avatar.srcSet).toBe('/_img/s80.webp 80w, /_img/s160.webp 160w');
    expect([avatar.width, avatar.height, avatar.sizes]).toEqual([160, 160, '64px']);
  });

  it('hands an island only the variants its roles show, and merges what two islands give for one URL', () => {
    const forHome = picturesOf(
      ['https://api.example.edu/u/a.jpg', 'https://api.example.edu/u/unknown.jpg'],
      [ROLES.home],
    );
    expect(forHome).toEqual({
      'https://api.example.edu/u/a.jpg': { width: 1280, height: 960, cover: picture.cover!.slice(0, 2) },
    });
    registerPictures({
      'https://api.example.edu/u/b.jpg': { width: 10, height: 10, cover: [[320, '/_img/b320.webp']] },
    });
    registerPictures({
      'https://api.example.edu/u/b.jpg': {
        width: 10,
        height: 10,
        square: [[80, '/_img/b80.webp']],
        cover: [[480, '/_img/b480.webp']],
      },
    });
    expect(imageAttributes('https://api.example.edu/u/b.jpg', ROLES.card).srcSet).toBe(
      '/_img/b320.webp 320w, /_img/b480.webp 480w',
    );
    expect(imageAttributes('https://api.example.edu/u/b.jpg', avatarRole(80)).src).toBe('/_img/b80.webp');
  });

  it("keeps a picture registered again by another entry as it is (the build registers each entry's pictures)", () => {
    const shared: Picture = { width: 1600, height: 1200, cover: [[480, '/_img/s480.webp']] };
    registerPictures({ 'https://api.example.edu/u/shared.jpg': shared });
    registerPictures({ 'https://api.example.edu/u/shared.jpg': shared });
    expect(pictureOf('https://api.example.edu/u/shared.jpg')).toBe(shared);
  });

  it('keeps the URL itself when the build has no variants of it (an entry newer than the build)', () => {
    expect(imageAttributes('https://api.example.edu/u/new.jpg', ROLES.card)).toEqual({
      src: 'https://api.example.edu/u/new.jpg',
    });
  });

  it('finds the picture fields anywhere in a record and removes dropped ones as if they were missing', () => {
    const record = {
      posterImages: ['https://api.example.edu/u/a.jpg', ' https://api.example.edu/u/bad.png', 'javascript:alert(1)'],
      teamLeader: { name: 'A', profileImageUrl: 'https://api.example.edu/u/bad.png' },
      teamMembers: [{ name: 'B', profileImageUrl: 'https://api.example.edu/u/b.jpg' }],
      githubLink: 'https://api.example.edu/u/bad.png',
    };
    expect(pictureUrls(record)).toEqual([
      'https://api.example.edu/u/a.jpg',
      'https://api.example.edu/u/bad.png',
      'https://api.example.edu/u/bad.png',
      'https://api.example.edu/u/b.jpg',
    ]);
    const kept = withoutPictures(record, new Set(['https://api.example.edu/u/bad.png']));
    expect(kept.posterImages).toEqual(['https://api.example.edu/u/a.jpg', 'javascript:alert(1)']);
    expect('profileImageUrl' in kept.teamLeader).toBe(false);
    expect(kept.teamMembers[0]?.profileImageUrl).toBe('https://api.example.edu/u/b.jpg');
    // Only picture fields: a link with the same address stays.
    expect(kept.githubLink).toBe('https://api.example.edu/u/bad.png');
  });
});
