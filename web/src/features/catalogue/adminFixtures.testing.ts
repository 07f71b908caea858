import type { AdminBattler, Video } from './types';
import { makeBattler as makeBaseBattler, makeVideo as makeBaseVideo } from './fixtures.testing';

export { makeEvent } from './fixtures.testing';

/** The admin tests' battle: Ace vs Blaze, no renditions yet. */
export function makeVideo(over: Partial<Video> = {}): Video {
  return makeBaseVideo({
    title: 'Battle',
    battlerAName: 'Ace',
    battlerBName: 'Blaze',
    duration: 600,
    width: null,
    height: null,
    availableQualities: [],
    eventDate: '2025-06-14T19:00:00.000Z',
    ...over,
  });
}

/** A newly named battler: no record yet, unclaimed, no YouTube sync. */
export function makeBattler(over: Partial<AdminBattler> = {}): AdminBattler {
  return {
    ...makeBaseBattler({
      id: 'b1',
      name: 'Ace',
      location: null,
      battles: 0,
      wins: 0,
      losses: 0,
      winRate: null,
      totalVotes: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    }),
    videoCount: 0,
    hasApprovedApplication: false,
    lastYoutubeSync: null,
    youtubeErrorMessage: null,
    youtubeSearchName: null,
    youtubeChannelId: null,
    ...over,
  };
}
