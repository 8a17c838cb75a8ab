/** The fresh-entry view of competitions (what the 404 page shows for an id newer than the build). */
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { AREA, areaOf, fetchMock, listRoute, loadFresh } from './support/fresh.ts';

describe('competition fresh view', () => {
  it('has the spec’s loading text and goes back to the list of the route', () => {
    expect(areaOf('competitions').loading('Hackathon')).toBe('Loading competition details...');
    expect(listRoute(AREA.competitions, 'Hackathon')).toBe('/competitions/hackathons');
    expect(listRoute(AREA.competitions, 'Coding Contest')).toBe('/competitions/coding-contests');
    expect(listRoute(AREA.competitions, 'Project Competition')).toBe('/competitions/projectcompetitions');
  });

  it('renders the record with the detail view and a carousel of its safe posters', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      record: v.parse(CompetitionSchema, {
        nominationId: 'CMP-9',
        title: 'Krishi coBot',
        posterImages: ['https://img.example.edu/1.png', 'javascript:alert(1)'],
      }),
    });
    const result = await loadFresh(AREA.competitions, 'CMP-9', 'Project Competition');
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.title).toBe('Krishi coBot');
    const html = renderToStaticMarkup(result.render({ href: '/competitions/projectcompetitions', onBack: () => {} }));
    expect(html).toContain('Event Images');
    expect(html).toContain('src="https://img.example.edu/1.png"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Project Competition');
  });

  it('shows the 404 text when the answer has no usable record', async () => {
    fetchMock.mockResolvedValue({ ok: false, record: null, dropped: { index: 0, reason: 'no record in the answer' } });
    expect(await loadFresh(AREA.competitions, 'CMP-9', 'Hackathon')).toEqual({
      kind: 'notFound',
      message: 'Competition entry not found. This competition entry might not exist or is not approved yet.',
    });
  });
});
