/** A Star Alumni list card (spec 2, section 2.10): photo, "Alumni" and (when isBest) "Star" badges, name, role facts, batch behind Show More. */
import type { Alumni } from '#api/schemas/alumni.ts';
import type { CardBadge, CardModel } from '#components/showcase/card-model.ts';
import { safeImage } from '#lib/safe-url.ts';
import { alumniName } from './model.ts';
import { ALUMNI_BADGE, STAR_BADGE } from './texts.ts';

export function alumniCard(record: Alumni, href: string): CardModel {
  const badges: CardBadge[] = [{ text: ALUMNI_BADGE }];
  if (record.isBest) badges.push({ text: STAR_BADGE, tone: 'gold', star: true });
  return {
    href,
    title: alumniName(record),
    layout: 'portrait',
    image: safeImage(record.alumni?.profileImageUrl),
    badges,
    facts: [
      ['Designation', record.designation],
      ['Organization', record.organization],
      ['Programme', record.alumni?.programme],
    ],
    more: { facts: [['Batch', record.alumni?.batch]] },
  };
}
