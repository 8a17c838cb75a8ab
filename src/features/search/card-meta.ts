/**
 * A card model as Pagefind metadata and back. Metadata is plain text and
 * Pagefind searches every field of it, so the text fields carry only words the
 * detail page shows anyway (values and their labels), never markup or JSON:
 * one key per fact ("Label: value") and per badge, a star badge marked with
 * "★". Pagefind collapses whitespace in metadata, so every value is one line.
 * The result's URL is the card's link.
 *
 * The fields only the card's look needs (its layout, image URL and picture
 * variants) are written inert (see {@link inert}): as words they made "webp",
 * "uploads" or "poster" match nearly every page, and held a quarter of
 * Pagefind's memory at 10,000 pages (75545db).
 */
import type { CardBadge, CardFact, CardModel } from '#components/showcase/card-model.ts';
import { avatarRole, pictureOf, registerPictures, ROLES, variantsFor, type Variant } from '#lib/pictures.ts';
import { isSameOriginPath, safeImage } from '#lib/safe-url.ts';

export type CardMeta = Record<string, string>;

const STAR = '★ ';
/** Inner whitespace (newlines included) collapsed, so a line is always one value. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const encoder = new TextEncoder();
const utf8 = new TextDecoder();
const utf16 = new TextDecoder('utf-16le');

/** First code point of Unicode's Braille patterns: 256 symbols, none a letter or digit. */
const BRAILLE = 0x2800;

/**
 * A value Pagefind keeps but cannot search: each UTF-8 byte as one Braille
 * pattern. Pagefind indexes the letters and digits of every metadata value and
 * has no switch to leave a field out; a value with none yields no words.
 */
export function inert(text: string): string {
  const bytes = encoder.encode(text);
  const codes = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) codes[i] = BRAILLE + bytes[i]!;
  return utf16.decode(codes);
}

/** {@link inert}'s value back; a value written plainly is taken as it is. */
export function fromInert(value: string): string {
  if (value === '' || ![...value].every((char) => char.charCodeAt(0) >= BRAILLE && char.charCodeAt(0) < BRAILLE + 256))
    return value;
  return utf8.decode(Uint8Array.from(value, (char) => char.charCodeAt(0) - BRAILLE));
}

export function cardToMeta(card: CardModel): CardMeta {
  const meta: CardMeta = {
    title: oneLine(card.title),
    layout: inert(card.layout),
    // Always set, so Pagefind never guesses one (it would pick the logo).
    image: inert(card.image ?? ''),
  };
  const picture = pictureMeta(card);
  if (picture) meta.picture = inert(picture);
  card.badges.forEach((badge, index) => (meta[`badge${index + 1}`] = (badge.star ? STAR : '') + oneLine(badge.text)));
  card.facts.forEach(([label, value], index) => (meta[`fact${index + 1}`] = factLine(label, value)));
  if (card.letter) meta.letter = card.letter;
  if (card.lead !== undefined) meta.lead = oneLine(card.lead);
  return meta;
}

/**
 * The build's variants of the card's image, as the card shows it (wide up to
 * the card's cap, or the avatar's squares): "width height w1 path1 w2 path2 …".
 */
function pictureMeta(card: CardModel): string | undefined {
  const picture = pictureOf(card.image);
  if (!picture) return undefined;
  const role = card.layout === 'portrait' ? avatarRole(80) : ROLES.card;
  const variants = variantsFor(picture, role);
  if (variants.length === 0) return undefined;
  return [picture.width, picture.height, role.set, ...variants.flat()].join(' ');
}

/** Makes the card's variants known again in the browser (see pictureMeta). */
function registerPictureMeta(image: string | undefined, line: string | undefined): void {
  if (!image || !line) return;
  const [width, height, set, ...rest] = line.split(' ');
  const variants: Variant[] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) variants.push([Number(rest[i]), rest[i + 1] ?? '']);
  if (!Number(width) || !Number(height) || variants.some(([size, path]) => !size || !isSameOriginPath(path))) return;
  const field = set === 'square' || set === 'cover' ? set : 'wide';
  registerPictures({ [image]: { width: Number(width), height: Number(height), [field]: variants } });
}

function badgeOf(line: string): CardBadge {
  return line.startsWith(STAR) ? { text: line.slice(STAR.length), tone: 'gold', star: true } : { text: line };
}

/**
 * "Label: value", or "Label:" for a fact without a value (the card shows its "N/A"). Pagefind trims every
 * metadata value, so a line must never end in a space: "Programme: " came back as "Programme:".
 */
function factLine(label: string, value: string | undefined): string {
  const text = oneLine(value ?? '');
  return text ? `${label}: ${text}` : `${label}:`;
}

/** A fact back from its line: the label up to the first colon (labels have none), the rest its value. */
function factOf(line: string): CardFact {
  const at = line.indexOf(':');
  if (at < 0) return [line, undefined];
  const value = line.slice(at + 1).trim();
  return [line.slice(0, at).trim(), value === '' ? undefined : value];
}

/** `{prefix}1`, `{prefix}2`, … in order, up to the first missing one. */
function numbered(meta: Partial<CardMeta>, prefix: string): string[] {
  const out: string[] = [];
  for (let n = 1; meta[`${prefix}${n}`] !== undefined; n++) out.push(meta[`${prefix}${n}`]!);
  return out;
}

/** The card back from a result's metadata; anything missing reads as the lists would show it. */
export function cardFromMeta(url: string, meta: Partial<CardMeta>): CardModel {
  const image = safeImage(fromInert(meta.image ?? ''));
  registerPictureMeta(image, meta.picture === undefined ? undefined : fromInert(meta.picture));
  return {
    // Pagefind names a page by its directory ("/x/"); the site links without the slash.
    href: url.length > 1 ? url.replace(/\/$/, '') : url,
    title: meta.title || 'N/A',
    layout: fromInert(meta.layout ?? '') === 'portrait' ? 'portrait' : 'poster',
    image,
    letter: meta.letter || undefined,
    badges: numbered(meta, 'badge').map(badgeOf),
    lead: meta.lead,
    facts: numbered(meta, 'fact').map(factOf),
  };
}
