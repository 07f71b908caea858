import type { AdminClaimRequest } from '../claimsApi';

export function makeClaim(over: Partial<AdminClaimRequest> = {}): AdminClaimRequest {
  return {
    id: 'c1',
    battlerId: 'b1',
    userId: 'u1',
    user: { firstName: 'Rhyme', lastName: 'Seeker', username: 'rhymer', email: 'rhymer@bars.test' },
    battler: { name: 'Lyric Storm' },
    contactEmail: 'claims@bars.test',
    contactPhone: '555-0100',
    socialMediaLinks: { instagram: 'https://instagram.com/lyricstorm', website: 'https://lyricstorm.test' },
    battleVideos: ['https://youtube.com/watch?v=one', 'https://youtube.com/watch?v=two'],
    battleHistory: 'Battled across the southwest for six years, including three league main events.',
    additionalInfo: 'I lost access to my old account.',
    status: 'pending',
    reviewNotes: null,
    reviewedAt: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    submissionEmailSent: true,
    adminNotificationSent: true,
    resultEmailSent: false,
    ...over,
  };
}
