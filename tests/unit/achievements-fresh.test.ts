/** The fresh-entry view of achievements (what the 404 page shows for an id newer than the build). */
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AchievementSchema } from '#api/schemas/achievement.ts';
import { AREA, areaOf, fetchMock, listRoute, loadFresh } from './support/fresh.ts';

const record = (raw: Record<string, unknown>) => v.parse(AchievementSchema, { nominationId: 'ACH-9', ...raw });

describe('achievement fresh view', () => {
  it('renders a record of the route kind with its detail view and a Go Back button', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      record: record({
        category: 'Open Source',
        openSourceDetails: { projectName: 'OpenMRS', contributions: ['Reported 12 bugs'] },
      }),
    });
    const result = await loadFresh(AREA.achievements, 'ACH-9', 'Open Source');
    expect(fetchMock).toHaveBeenCalledWith(
      { host: 'http://api.test' },
      AREA.achievements.api,
      expect.anything(),
      'ACH-9',
      'Open Source',
    );
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.title).toBe('OpenMRS');
    const html = renderToStaticMarkup(result.render({ href: '/achievements/open-source', onBack: () => {} }));
    expect(html).toContain('Reported 12 bugs');
    expect(html).toMatch(/<button type="button" class="btn-secondary"[^>]*>.*Go Back<\/button>/);
    expect(listRoute(AREA.achievements, 'Higher Studies')).toBe('/achievements/higher-studies');
    expect(areaOf('achievements').loading('Open Source')).toMatch(/^Loading .+\.\.\.$/);
  });

  it('shows the not-found card for an empty answer and for an achievement of another kind', async () => {
    const notFound = {
      kind: 'notFound',
      message: 'Global Certification not found. It might not exist or is not approved yet.',
    };
    fetchMock.mockResolvedValue({ ok: false, record: null, dropped: { index: 0, reason: 'no record in the answer' } });
    expect(await loadFresh(AREA.achievements, 'ACH-9', 'Global Certification')).toEqual(notFound);
    fetchMock.mockResolvedValue({
      ok: true,
      record: record({ category: 'Research Publication', researchDetails: { title: 'x' } }),
    });
    expect(await loadFresh(AREA.achievements, 'ACH-9', 'Global Certification')).toEqual(notFound);
  });

  it('lets API errors through, already worded', async () => {
    fetchMock.mockRejectedValue(new Error('Failed to fetch Research publication: Internal Server Error'));
    await expect(loadFresh(AREA.achievements, 'ACH-9', 'Research Publication')).rejects.toThrow(
      'Failed to fetch Research publication',
    );
  });
});
