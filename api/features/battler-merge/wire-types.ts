// Duplicate battlers and their merge (issue 13): written out as the contract the routes' answers satisfy.

/** A battler as duplicate detection and the merge preview show it. */
export interface BattlerBriefWire {
  id: string;
  name: string;
  profileImageUrl: string | null;
  battles: number;
  wins: number;
  losses: number;
  totalVotes: number;
  totalYoutubeViews: number;
  /** claimed: the owner's user id */
  userId: string | null;
}

/** GET /api/admin/battlers/duplicates: likely pairs, best score first */
export interface DuplicatePairWire {
  a: BattlerBriefWire;
  b: BattlerBriefWire;
  /** 0…1; 1 = the same name once normalised */
  score: number;
  /** 'same-name': equal once normalised; 'similar': close by edit distance */
  reason: 'same-name' | 'similar';
}
export interface DuplicatesWire {
  pairs: DuplicatePairWire[];
}

/** GET /api/admin/battlers/similar?name=… : the battlers an application's battlerName may mean, best first */
export interface SimilarBattlersWire {
  name: string;
  matches: { battler: BattlerBriefWire; score: number; reason: 'same-name' | 'similar' }[];
}

/** GET /api/admin/battlers/merge-preview?sourceId=…&targetId=… : what a merge would move */
export interface MergePreviewWire {
  source: BattlerBriefWire;
  target: BattlerBriefWire;
  videos: number;
  votes: number;
  approvedApplications: number;
  youtubeVideos: number;
  /** the source's owner becomes the target's (only the source is claimed) */
  ownerMoves: boolean;
  /** what becomes of the source's photo, cover, texts and flags (absent from a server before images followed a merge) */
  profile?: MergeProfileWire;
  /** why the merge would be refused (the 4xx message it would get), or null */
  refusal: string | null;
}

/** One of a battler's own things a merge may carry over: the battler's own field names. */
export type MergeProfileFieldWire =
  | 'profileImageUrl' | 'coverImageUrl' | 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes';

/**
 * The source's own things at a merge, each listed once; those the source lacks, or has
 * equal to the target's, are not listed (nothing changes).
 */
export interface MergeProfileWire {
  /** the target has none (an unset flag counts as none): it takes the source's */
  takes: MergeProfileFieldWire[];
  /** the target keeps its own: the source's goes (an image file is deleted) */
  keepsOwn: MergeProfileFieldWire[];
  /** the target is claimed and has none: its owner manages it, the source's goes (an image file is deleted) */
  ownerManaged: MergeProfileFieldWire[];
}

/** POST /api/admin/battlers/merge {sourceId, targetId} (200, once the moves are done): the target after it */
export interface MergeResultWire {
  sourceId: string;
  targetId: string;
  target: BattlerBriefWire;
  /** videos re-pointed */
  videosMoved: number;
}
