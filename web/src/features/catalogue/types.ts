/** The catalogue's answers as the server sends them (docs/api-catalogue.md). */

export interface MainVideo {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  battlerAName: string;
  battlerBName: string;
  requiresAuth: boolean;
  duration: number | null;
}

export interface LeagueEvent {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  /** ISO date-time or null (shown 'TBA') */
  eventDate: string | null;
  createdAt: string;
  updatedAt: string;
  videoCount: number;
  mainVideo: MainVideo | null;
}

export interface Video {
  id: string;
  eventId: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  battlerAId: string;
  battlerBId: string;
  battlerAName: string;
  battlerBName: string;
  /** seconds */
  duration: number | null;
  fileSize: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  bitrate: number | null;
  availableQualities: string[];
  viewCount: number;
  isMainEvent: boolean;
  requiresAuth: boolean;
  /** null when the event is missing ('Unknown Event') */
  eventTitle: string | null;
  eventDate: string | null;
  battlerAVotes: number;
  battlerBVotes: number;
  totalVotes: number;
  createdAt: string;
  updatedAt: string;
}

/** A battle in a battler's history: the video seen from that battler's side. */
export interface Battle extends Video {
  opponentName: string;
}

export type BattlerCategory = 'active' | 'retired' | 'hall_of_fame' | 'in_memory';

export interface Battler {
  id: string;
  name: string;
  userId: string | null;
  profileImageUrl: string | null;
  coverImageUrl: string | null;
  location: string | null;
  tagline: string | null;
  quote: string | null;
  battles: number;
  wins: number;
  losses: number;
  /** percent to one decimal; null with no battles (shown N/A) */
  winRate: number | null;
  totalVotes: number;
  totalYoutubeViews: number;
  youtubeVideoCount: number;
  isRetired: boolean;
  isHallOfFame: boolean;
  isDeceased: boolean;
  deceasedDate: string | null;
  memorialNotes: string | null;
  category: BattlerCategory;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBattler extends Battler {
  videoCount: number;
  hasApprovedApplication: boolean;
  lastYoutubeSync: string | null;
  youtubeErrorMessage: string | null;
  youtubeSearchName: string | null;
  youtubeChannelId: string | null;
}

export interface BattlerName {
  id: string;
  name: string;
}

export interface VideoAccess {
  requiresAuth: boolean;
  hasAccess: boolean;
}
