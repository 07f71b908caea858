// Battler tryouts: the read model's fields as the answers carry them (a `Pick`), and what the
// admin list adds written out. ./wire.ts checks the answers against them (`satisfies`), so a
// drift breaks the server's build.

import type { BattlerApplicationView } from '../../../application/battler-applications/read-model';

/** GET /api/my-battler-applications (newest first) */
export type MyBattlerApplicationWire = Pick<BattlerApplicationView,
  'id' | 'battlerName' | 'email' | 'status' | 'reviewNotes' | 'experience' | 'createdAt'>;

/** GET /api/battler-applications (admin, newest first); also the answer of POST and PATCH .../status */
export interface BattlerApplicationWire extends MyBattlerApplicationWire, Pick<BattlerApplicationView,
  'userId' | 'phoneNumber' | 'socialMedia' | 'location' | 'yearsOfBattling' | 'battleVideoUrl' | 'reviewedAt' | 'reviewedBy'> {
  type: 'battler';
  /** 'email' (contactInfo the email) unless the applicant gave only a phone */
  contactMethod: string;
  contactInfo: string;
  submittedAt: string;
  /** the battler an approval linked it to (found by name or created) */
  battlerId: string | null;
}
