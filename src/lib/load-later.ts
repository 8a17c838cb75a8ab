/**
 * A module a page needs soon but not for its first paint (a form's HTTP
 * client, its upload code). In the browser it starts loading at once, beside
 * the page's own modules, but is evaluated on its own, after them: it costs
 * the task that renders the page nothing, and is there by the time it is
 * needed (a page that lost the network after loading still has it). A load
 * that failed is tried again when next needed.
 */
export function loadLater<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new NotLoaded(error);
    }));
  if (typeof window !== 'undefined') void get().catch(() => {});
  return get;
}

/**
 * A module that could not be loaded. It has no words of its own (the browser's
 * name the file): whoever shows it uses theirs, as for any failure without words.
 */
export class NotLoaded extends Error {
  constructor(cause: unknown) {
    super('', { cause });
    this.name = 'NotLoaded';
  }
}
