import type { BattlerApplication, SponsorshipApplication } from './applicationsAdminApi';

export function makeSponsorApp(over: Partial<SponsorshipApplication> = {}): SponsorshipApplication {
  return {
    id: 's1',
    type: 'sponsor',
    userId: 'u1',
    companyName: 'Acme Beats',
    contactPerson: 'Ann Acme',
    email: 'ann@acme.test',
    phoneNumber: null,
    sponsorshipLevel: 'Gold',
    message: 'We love the league.',
    selectedEvents: [],
    status: 'pending',
    reviewNotes: null,
    reviewedBy: null,
    reviewedAt: null,
    sponsorshipStartDate: null,
    sponsorshipEndDate: null,
    isActive: true,
    displayOrder: 0,
    logoUrl: null,
    websiteUrl: null,
    description: null,
    videoUrl: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...over,
  };
}

export function makeBattlerApp(over: Partial<BattlerApplication> = {}): BattlerApplication {
  return {
    id: 'b1',
    type: 'battler',
    userId: 'u2',
    battlerName: 'Lyric Storm',
    email: 'storm@bars.test',
    phoneNumber: null,
    experience: 'Ten years of open mics and three league battles in Phoenix.',
    socialMedia: null,
    location: null,
    yearsOfBattling: null,
    battleVideoUrl: null,
    contactMethod: 'email',
    contactInfo: 'storm@bars.test',
    status: 'pending',
    reviewNotes: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    submittedAt: '2025-02-01T10:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    battlerId: null,
    ...over,
  };
}
