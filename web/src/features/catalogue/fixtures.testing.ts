import type { Battler, LeagueEvent, Video } from './types';

/*
 * Test data shaped like the server's answers (docs/api-catalogue.md). Each feature's tests
 * keep their own defaults, the values they assert on, as overrides on these.
 */

export function makeEvent(over: Partial<LeagueEvent> = {}): LeagueEvent {
  return {
    id: 'e1',
    title: 'Summer Smackdown',
    description: '',
    thumbnailUrl: null,
    eventDate: '2025-06-14T19:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    videoCount: 0,
    mainVideo: null,
    ...over,
  };
}

export function makeVideo(over: Partial<Video> = {}): Video {
  return {
    id: 'v1',
    eventId: 'e1',
    title: 'Alpha vs Beta',
    description: '',
    videoUrl: '/media/videos/v1',
    thumbnailUrl: null,
    battlerAId: 'b1',
    battlerBId: 'b2',
    battlerAName: 'Alpha',
    battlerBName: 'Beta',
    duration: 185,
    fileSize: 1000,
    mimeType: 'video/mp4',
    width: 1920,
    height: 1080,
    bitrate: null,
    availableQualities: ['1080p'],
    viewCount: 0,
    isMainEvent: false,
    requiresAuth: false,
    eventTitle: 'Summer Smackdown',
    eventDate: null,
    battlerAVotes: 0,
    battlerBVotes: 0,
    totalVotes: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** The battle the battler pages and the player tests share. */
export const bigMikeVsSlim = {
  id: 'v-1',
  eventId: 'e-1',
  title: 'Big Mike vs Slim',
  videoUrl: '/media/videos/v-1',
  battlerAId: 'b-1',
  battlerBId: 'b-2',
  battlerAName: 'Big Mike',
  battlerBName: 'Slim',
} satisfies Partial<Video>;

export function makeBattler(over: Partial<Battler> = {}): Battler {
  return {
    id: 'b-1',
    name: 'Big Mike',
    userId: null,
    profileImageUrl: null,
    coverImageUrl: null,
    location: 'Albuquerque, NM',
    tagline: null,
    quote: null,
    battles: 10,
    wins: 7,
    losses: 3,
    winRate: 70,
    totalVotes: 120,
    totalYoutubeViews: 0,
    youtubeVideoCount: 0,
    isRetired: false,
    isHallOfFame: false,
    isDeceased: false,
    deceasedDate: null,
    memorialNotes: null,
    category: 'active',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...over,
  };
}
