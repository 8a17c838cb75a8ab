/**
 * The fresh-entry view of placements and internships (what the 404 page shows
 * for an id newer than the build): a record of the other category, or an
 * empty answer, shows "No … details found for this ID." (spec 2, sections 2.9 and 8).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { AREA, fetchMock, listRoute, loadFresh } from './support/fresh.ts';

const found = (raw: Record<string, unknown>) => ({
  ok: true as const,
  record: v.parse(PlacementSchema, { nominationId: 'PLC-9', ...raw }),
});

beforeEach(() => {
  fetchMock.mockReset();
});

describe('placement fresh view', () => {
  it('renders a record of the route’s own category with the detail view', async () => {
    fetchMock.mockResolvedValue(found({ category: 'Internship', organizationName: 'Zoho' }));
    const result = await loadFresh(AREA.placements, 'PLC-9', 'Internship');
    expect(fetchMock).toHaveBeenCalledWith(
      { host: 'http://api.test' },
      AREA.placements.api,
      expect.anything(),
      'PLC-9',
      'Internship',
    );
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.title).toBe('Zoho (Internship)');
    const html = renderToStaticMarkup(result.render({ href: '/placements-internships/internships', onBack: () => {} }));
    expect(html).toContain('>Zoho</h1>');
    expect(html).toContain('Go Back');
  });

  it('shows the not-found text of the route when the record is of the other category', async () => {
    fetchMock.mockResolvedValue(found({ category: 'Placement' }));
    expect(await loadFresh(AREA.placements, 'PLC-9', 'Internship')).toEqual({
      kind: 'notFound',
      message: 'No Internship details found for this ID.',
    });
    fetchMock.mockResolvedValue(found({ category: 'Internship' }));
    expect(await loadFresh(AREA.placements, 'PLC-9', 'Placement')).toEqual({
      kind: 'notFound',
      message: 'No Placement details found for this ID.',
    });
  });

  it('shows the not-found text when the answer has no usable record', async () => {
    fetchMock.mockResolvedValue({ ok: false, record: null, dropped: { index: 0, reason: 'no record in the answer' } });
    expect(await loadFresh(AREA.placements, 'PLC-9', 'Placement')).toEqual({
      kind: 'notFound',
      message: 'No Placement details found for this ID.',
    });
  });

  it('lets errors through for the 404 page to show', async () => {
    const failure = new Error('Placement details not found. It might not exist or is not approved yet.');
    fetchMock.mockImplementation(() => Promise.reject(failure));
    await expect(loadFresh(AREA.placements, 'PLC-9', 'Placement')).rejects.toBe(failure);
  });

  it('goes back to the canonical list and names its category while loading', () => {
    expect(listRoute(AREA.placements, 'Placement')).toBe('/placements-internships/placements');
    expect(listRoute(AREA.placements, 'Internship')).toBe('/placements-internships/internships');
    expect(AREA.placements.loading('Placement')).toBe('Loading placement details...');
    expect(AREA.placements.loading('Internship')).toBe('Loading internship details...');
  });
});
