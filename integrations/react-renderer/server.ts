/**
 * The server half of this site's React components: each one rendered to a
 * string in one pass (React's renderToString), with the same id prefix the
 * client hydrates with. @astrojs/react renders through a web stream and decodes
 * it back into a string, and before each component renders it once more to
 * check that it is React's: at 10,000 entries that was about a fifth of a full
 * build's CPU (c6c1d92). Its own option to render to a string
 * (`experimentalDisableStreaming`) leaves the id prefix out, so `useId` ids
 * (the top bar's menus) would differ on hydration.
 *
 * Slots (an Astro child such as a detail page's `slot="gallery"`) reach the
 * component as props holding their HTML, as with @astrojs/react; its client
 * hydrates them the same way. Components here never suspend on the server.
 */
import type { AstroComponentMetadata, SSRLoadedRendererValue } from 'astro';
import { createElement, memo, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** The id prefix of each React component on a page, in order: `r0`, `r1`, … (an island's client reads it from its `prefix`). */
const rendered = new WeakMap<object, number>();
function nextPrefix(page: object | undefined): string | undefined {
  if (!page) return undefined;
  const index = rendered.get(page) ?? 0;
  rendered.set(page, index + 1);
  return `r${index}`;
}

/** What Astro said of each island component the last time it rendered one (the detail-page writer writes islands itself). */
const seen = new WeakMap<object, AstroComponentMetadata>();

/** Astro's metadata of an island component (its source path, export, directive), once Astro has rendered it as an island. */
export function islandMetadata(component: object): AstroComponentMetadata | undefined {
  return seen.get(component);
}

/**
 * A slot's HTML, as given. Astro unwraps `astro-static-slot` after rendering;
 * an island keeps `astro-slot`, which its client fills from the same HTML.
 */
const SlotHtml = memo(
  ({ html, name, hydrate }: { html: string; name?: string; hydrate: boolean }) =>
    html.trim() === '' ? null : createElement(hydrate ? 'astro-slot' : 'astro-static-slot', { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html } }),
  () => true,
);

/** `slot="gallery"` → the prop `gallery`; `slot="side-panel"` → `sidePanel`. */
const propName = (slot: string) => slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Resource hints React hoists while rendering: they would land inside the component's HTML, and the page has its own. */
const RESOURCE_HINT = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/** React is this site's only framework, so every component Astro hands over (function, class, memo or forwardRef) is React's. */
async function check(component: unknown): Promise<boolean> {
  if (typeof component === 'function') return true;
  const type = (component as { $$typeof?: symbol } | null)?.$$typeof;
  return typeof type === 'symbol' && (type.description ?? '').startsWith('react.');
}

export async function renderToStaticMarkup(
  this: { result?: object } | undefined,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slots }: Record<string, string>,
  metadata?: AstroComponentMetadata,
): Promise<{ html: string; attrs?: Record<string, string> }> {
  const prefix = nextPrefix(this?.result);
  if (metadata?.hydrate) seen.set(component, metadata);
  // Astro hands `class` over for the island's wrapper, not for the component.
  const { class: _class, ...given } = props;
  const hydrate = !!metadata?.hydrate;
  const slotProps = Object.fromEntries(Object.entries(slots).map(([slot, html]) => [propName(slot), createElement(SlotHtml, { html, name: slot, hydrate })]));
  const content = children ?? given.children;
  const element = createElement(component, {
    ...given,
    ...slotProps,
    ...(content != null ? { children: createElement(SlotHtml, { html: String(content), hydrate }) } : {}),
  });
  const key = hydrate ? islandKey(prefix, given, slots, content) : undefined;
  const known = key === undefined ? undefined : islands.get(component)?.get(key);
  const html = known ?? renderToString(element, { identifierPrefix: prefix });
  if (key !== undefined && known === undefined) remember(component, key, html);
  return { html: html.includes('<link') ? html.replace(RESOURCE_HINT, '') : html, ...(prefix ? { attrs: { prefix } } : {}) };
}

/**
 * An island's HTML by its inputs. An island's client renders from its props and
 * slots alone, and hydration needs the same HTML from the server, so the same
 * inputs give the same HTML: the top bar, the same on every detail page, is
 * rendered once (about 1.8 s of a full build at 10,000 entries, 337a0c8). Only
 * islands whose props are plain strings, numbers and booleans are kept, and
 * whose inputs fit in {@link KEY_LIMIT} characters; at most {@link KEPT} for
 * each component.
 */
const islands = new WeakMap<object, Map<string, string>>();
const KEY_LIMIT = 1024;
const KEPT = 64;

const plain = (value: unknown) => value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function islandKey(prefix: string | undefined, props: Record<string, unknown>, slots: Record<string, string>, children: unknown): string | undefined {
  if (!Object.values(props).every(plain) || !plain(children)) return undefined;
  const key = JSON.stringify([prefix ?? '', props, slots, children ?? null]);
  return key.length <= KEY_LIMIT ? key : undefined;
}

function remember(component: object, key: string, html: string): void {
  let kept = islands.get(component);
  if (!kept) islands.set(component, (kept = new Map()));
  if (kept.size >= KEPT) kept.clear();
  kept.set(key, html);
}

const renderer: SSRLoadedRendererValue = {
  name: '@astrojs/react',
  check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
export default renderer;
