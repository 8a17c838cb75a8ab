/**
 * Labels of a research publication's publisher information and identifiers,
 * which depend on its publication type (spec 2, section 2.7: "labels depend
 * on the publication type"). The spec names the two fields only as
 * publisherInfo {primaryInfo, secondaryInfo} and identifiers {eIdentifier,
 * printIdentifier}; the labels below are our reading of what a student enters
 * for each type, matching the demo data:
 *
 * - Journal: the publisher (Elsevier), then the journal with volume and issue;
 *   a DOI or e-ISSN online, an ISSN in print.
 * - Conference Proceedings: the publisher (IEEE), then the conference and its
 *   proceedings; a DOI online, an ISBN or ISSN in print.
 * - Book: the publisher, then edition details; an e-ISBN and a print ISBN.
 * - Book Chapter: the publisher, then the book the chapter appears in (title,
 *   series, pages); a DOI for the chapter, the book's ISBN.
 * - Patent: the patent office, then the kind of filing and its status; the
 *   application number, and the publication number in the patent journal.
 *
 * Any other or missing type gets neutral labels.
 */
export interface PublicationLabels {
  primaryInfo: string;
  secondaryInfo: string;
  eIdentifier: string;
  printIdentifier: string;
}

const LABELS: Record<string, PublicationLabels> = {
  Journal: {
    primaryInfo: 'Publisher',
    secondaryInfo: 'Journal, Volume & Issue',
    eIdentifier: 'DOI / e-ISSN',
    printIdentifier: 'Print ISSN',
  },
  'Conference Proceedings': {
    primaryInfo: 'Publisher',
    secondaryInfo: 'Conference & Proceedings',
    eIdentifier: 'DOI',
    printIdentifier: 'ISBN / ISSN',
  },
  Book: {
    primaryInfo: 'Publisher',
    secondaryInfo: 'Edition Details',
    eIdentifier: 'e-ISBN',
    printIdentifier: 'Print ISBN',
  },
  'Book Chapter': {
    primaryInfo: 'Publisher',
    secondaryInfo: 'Book Title & Pages',
    eIdentifier: 'DOI',
    printIdentifier: 'Book ISBN',
  },
  Patent: {
    primaryInfo: 'Patent Office',
    secondaryInfo: 'Patent Type & Status',
    eIdentifier: 'Application Number',
    printIdentifier: 'Publication Number',
  },
};

export const GENERIC_PUBLICATION_LABELS: PublicationLabels = {
  primaryInfo: 'Primary Publisher Information',
  secondaryInfo: 'Secondary Publisher Information',
  eIdentifier: 'Electronic Identifier',
  printIdentifier: 'Print Identifier',
};

export function publicationLabels(type: string | undefined): PublicationLabels {
  return (type !== undefined && Object.hasOwn(LABELS, type) ? LABELS[type] : undefined) ?? GENERIC_PUBLICATION_LABELS;
}
