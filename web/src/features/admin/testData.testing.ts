import type { AdminBattler, LeagueEvent, Video } from '../catalogue';

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
    title: 'Battle',
    description: '',
    videoUrl: '/media/videos/v1',
    thumbnailUrl: null,
    battlerAId: 'b1',
    battlerBId: 'b2',
    battlerAName: 'Ace',
    battlerBName: 'Blaze',
    duration: 600,
    fileSize: 1000,
    mimeType: 'video/mp4',
    width: null,
    height: null,
    bitrate: null,
    availableQualities: [],
    viewCount: 0,
    isMainEvent: false,
    requiresAuth: false,
    eventTitle: 'Summer Smackdown',
    eventDate: '2025-06-14T19:00:00.000Z',
    battlerAVotes: 0,
    battlerBVotes: 0,
    totalVotes: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeBattler(over: Partial<AdminBattler> = {}): AdminBattler {
  return {
    id: 'b1',
    name: 'Ace',
    userId: null,
    profileImageUrl: null,
    coverImageUrl: null,
    location: null,
    tagline: null,
    quote: null,
    battles: 0,
    wins: 0,
    losses: 0,
    winRate: null,
    totalVotes: 0,
    totalYoutubeViews: 0,
    youtubeVideoCount: 0,
    isRetired: false,
    isHallOfFame: false,
    isDeceased: false,
    deceasedDate: null,
    memorialNotes: null,
    category: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    videoCount: 0,
    hasApprovedApplication: false,
    lastYoutubeSync: null,
    youtubeErrorMessage: null,
    youtubeSearchName: null,
    youtubeChannelId: null,
    ...over,
  };
}
