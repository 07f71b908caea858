import type { BattlerApplicationView } from '../../../application/battler-applications/read-model';
import type { BattlerApplicationWire, MyBattlerApplicationWire } from './wire-types';

/** The applicant's own list: the public spec's fields. */
export const myBattlerApplicationWire = (a: BattlerApplicationView) => ({
  id: a.id, battlerName: a.battlerName, email: a.email, status: a.status, reviewNotes: a.reviewNotes,
  experience: a.experience, createdAt: a.createdAt,
}) satisfies MyBattlerApplicationWire;

/**
 * The admin list: both forms of the specs' fields (docs/decisions/battler-applications.md).
 * The form asks for an email, so the contact is always that email.
 */
export const battlerApplicationWire = (a: BattlerApplicationView) => ({
  ...myBattlerApplicationWire(a),
  type: 'battler' as const, userId: a.userId, phoneNumber: a.phoneNumber, socialMedia: a.socialMedia,
  location: a.location, yearsOfBattling: a.yearsOfBattling, battleVideoUrl: a.battleVideoUrl,
  contactMethod: 'email', contactInfo: a.email, submittedAt: a.createdAt,
  reviewedAt: a.reviewedAt, reviewedBy: a.reviewedBy, battlerId: a.battlerId,
}) satisfies BattlerApplicationWire;
