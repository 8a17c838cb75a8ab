/** What the project views derive from a record. */
import type { Project } from '#api/schemas/project.ts';
import { safeImage } from '#lib/safe-url.ts';

/** The posters a page may show: the safe URLs, in order. */
export function projectImages(project: Pick<Project, 'posterImages'>): string[] {
  return project.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
}
