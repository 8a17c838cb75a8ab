/**
 * @astrojs/react with this site's server renderer (./server.ts): the
 * integration is kept whole (its Vite plugins, its client entrypoint), and
 * only the module that renders islands on the server is replaced.
 */
import type { AstroIntegration } from 'astro';

const SERVER = new URL('./server.ts', import.meta.url);

export function reactIslands(react: AstroIntegration): AstroIntegration {
  const setup = react.hooks['astro:config:setup'];
  if (!setup) throw new Error(`${react.name} has no astro:config:setup hook: its renderer cannot be replaced`);
  return {
    ...react,
    hooks: {
      ...react.hooks,
      'astro:config:setup': (options) =>
        setup({ ...options, addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint: SERVER }) }),
    },
  };
}
