/** A placement or internship list card (spec 2, section 2.9): student photo, category badge, organization, student facts, designation behind Show More. */
import type { Placement } from '#api/schemas/placement.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import { safeImage } from '#lib/safe-url.ts';
import { placementTitle } from './model.ts';

export function placementCard(placement: Placement, category: string, href: string): CardModel {
  return {
    href,
    title: placementTitle(placement),
    layout: 'portrait',
    image: safeImage(placement.student?.profileImageUrl),
    badges: [{ text: placement.category ?? category }],
    facts: [
      ['Student', placement.student?.name],
      ['Programme', placement.student?.programme],
      ['Roll Number', placement.student?.rollNumber],
    ],
    more: { facts: [['Designation', placement.studentDesignation]] },
  };
}
