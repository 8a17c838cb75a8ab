/**
 * Field paths are typed from the form's state: a mistyped path, or a list
 * where a text belongs, fails the type check (`npm test` runs `astro check`,
 * which reads this file; each `@ts-expect-error` below fails it if the line
 * ever type-checks).
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PathsTo } from '#components/form/paths.ts';
import { TextField as ProjectTextField } from '#features/projects/form/fields.ts';
import type { ProjectFormState } from '#features/projects/form/state.ts';
import type { AchievementFormState } from '#features/achievements/form/state.ts';

type ProjectText = PathsTo<ProjectFormState, string>;
type ProjectList = PathsTo<ProjectFormState, readonly unknown[]>;

const texts: ProjectText[] = [
  'projectTitle',
  'teamLeader.name',
  'features.0',
  'startupDetails.founders.1.role',
  'mentor.internalMentor.email',
];
const lists: ProjectList[] = ['features', 'teamMembers', 'startupDetails.founders'];
// Blocks that may be null still have paths (the achievement form's category details).
const achievement: PathsTo<AchievementFormState, string>[] = [
  'researchDetails.title',
  'researchDetails.additionalAuthors.2.name',
];

// @ts-expect-error a misspelt field
const misspelt: ProjectText = 'teamLeader.nmae';
// @ts-expect-error a list is not a text
const listAsText: ProjectText = 'features';
// @ts-expect-error a text is not a list
const textAsList: ProjectList = 'projectTitle';
// @ts-expect-error another form's field
const otherForm: ProjectText = 'student.name';

describe('typed field paths', () => {
  it('are the same dot paths at run time', () => {
    expect([...texts, ...lists, ...achievement, misspelt, listAsText, textAsList, otherForm]).toHaveLength(14);
    const field = createElement(ProjectTextField, { path: 'teamLeader.rollNumber', label: 'Roll Number' });
    expect(field.props.path).toBe('teamLeader.rollNumber');
    // @ts-expect-error the typed field refuses a path its form does not have
    createElement(ProjectTextField, { path: 'teamLeader.rollNo', label: 'Roll Number' });
  });
});
