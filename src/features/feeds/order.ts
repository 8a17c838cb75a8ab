/** The order of a feed: newest first by each entry's best date (SearchDocument.date, as filed). */

/** Newest first by `date` (ISO); undated entries keep their list order after the dated ones. */
export function newestFirst<T extends { date?: string }>(documents: T[]): T[] {
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => {
      const ad = a.document.date;
      const bd = b.document.date;
      if (ad && bd && ad !== bd) return ad < bd ? 1 : -1;
      if (ad && !bd) return -1;
      if (!ad && bd) return 1;
      return a.index - b.index;
    })
    .map(({ document }) => document);
}
