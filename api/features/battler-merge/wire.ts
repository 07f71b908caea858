import type { BattlerView } from '../../../application/catalogue/read-model';
import type { BattlerBriefWire } from './wire-types';

export const battlerBrief = (b: BattlerView) => ({
  id: b.id, name: b.name, profileImageUrl: b.profileImageUrl, battles: b.battles, wins: b.wins, losses: b.losses,
  totalVotes: b.totalVotes, totalYoutubeViews: b.totalYoutubeViews, userId: b.userId,
}) satisfies BattlerBriefWire;
