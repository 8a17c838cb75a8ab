/**
 * The area table (src/features/areas.ts): what each area's folder declares
 * under the names the table's key finds, the shape of the routes the area
 * pages are served at, and the links written out of the table's reach.
 */
import { describe, expect, it } from 'vitest';
import { AREA, AREAS, listRoute, matchDetailRoute, type Area } from '#features/areas.ts';
import { recordOf, viewsOf } from '#features/catalog/area-modules.ts';
import { freshViewOf } from '#features/fresh/registry.ts';
import { CAROUSELS } from '#features/home/texts.ts';
import { MY_NOMINATIONS_TEXTS } from '#features/projects/my-nominations/texts.ts';

const functions = (value: object, names: string[]) =>
  names.filter((name) => typeof (value as Record<string, unknown>)[name] !== 'function');

describe('the area table', () => {
  it('finds each area’s record contract, build-time views and 404 view in its folder', async () => {
    for (const area of AREAS) {
      const record = await recordOf(area);
      expect(record.schema, area.key).toMatchObject({ kind: 'schema' });
      expect(functions(record, ['listFallback', 'detailTexts']), area.key).toEqual([]);
      expect(functions(await viewsOf(area), ['list', 'card', 'facts', 'words', 'detail']), area.key).toEqual([]);
      const fresh = await freshViewOf(area);
      expect(fresh.record, area.key).toBe(record);
      expect(functions(fresh, ['show']), area.key).toEqual([]);
    }
  });

  it('names the file when an area’s folder lacks one of them', async () => {
    const stray = { ...AREA.alumni, key: 'search' } as unknown as Area;
    await expect(recordOf(stray)).rejects.toThrow(
      /^src\/features\/search\/record\.ts could not be loaded \(every area of the table has one\)/,
    );
    await expect(freshViewOf(stray)).rejects.toThrow(/^src\/features\/search\/fresh\.tsx could not be loaded/);
  });

  it('serves every list and detail page at /{area}/{list} (the routes of src/pages/[area]/), each detail route recognised by the 404 page', () => {
    const twoSegments = /^\/[^/]+\/[^/]+$/;
    for (const area of AREAS) {
      for (const category of area.categories) {
        for (const route of area.lists[category]!) expect(route, `${area.key} ${category}`).toMatch(twoSegments);
        const detail = area.details[category]!;
        expect(detail).toMatch(twoSegments);
        expect(matchDetailRoute(`${detail}/X-1`)).toMatchObject({ area: { key: area.key }, category, id: 'X-1' });
      }
    }
  });

  it('every menu word and every backend list belongs to one of the area’s lists', () => {
    for (const area of AREAS) {
      expect(Object.keys(area.menu).sort(), area.key).toEqual([...area.categories].sort());
      expect(Object.keys(area.api.lists).sort(), area.key).toEqual([...area.categories].sort());
    }
  });

  it('the links written out for the browser are routes of the table: the home carousels’ lists, My Nominations’ form', () => {
    const lists = new Set(AREAS.flatMap((area) => area.categories.map((category) => listRoute(area, category))));
    for (const carousel of Object.values(CAROUSELS)) expect(lists).toContain(carousel.moreHref);
    expect(AREA.projects.nominate.routes.aliases).toContain(MY_NOMINATIONS_TEXTS.nominateHref);
  });
});
