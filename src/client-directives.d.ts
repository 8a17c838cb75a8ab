/** The site's own client directive (src/lib/client-intent.ts, added by integrations/client-intent.ts). */
import type { IntentOptions } from '#lib/client-intent.ts';

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:intent'?: IntentOptions | boolean;
    }
  }
}

export {};
