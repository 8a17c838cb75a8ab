/**
 * A module a page needs soon but not for its first paint (a form's HTTP
 * client, its upload code): it is loaded once the browser is idle after that
 * paint, or at once if it is needed sooner; once either way. A load that
 * failed (the network) is tried again when next needed.
 */
export function loadLater<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  if (typeof window !== 'undefined') {
    const soon = () => void get().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(soon, { timeout: 5_000 });
    else setTimeout(soon, 1_000);
  }
  return get;
}
