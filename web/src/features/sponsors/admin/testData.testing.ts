import type { AdminSponsorshipTierWire, AdminSponsorWire } from './sponsorsAdminApi';

export function makeSponsor(over: Partial<AdminSponsorWire> = {}): AdminSponsorWire {
  return {
    id: 's1',
    companyName: 'Acme Audio',
    contactPerson: 'Ada Lane',
    email: 'ada@acme.test',
    sponsorshipLevel: 'gold',
    description: null,
    message: 'We love the league.',
    websiteUrl: null,
    logoUrl: null,
    videoUrl: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    sponsorshipStartDate: '2026-03-07',
    sponsorshipEndDate: '2027-03-07',
    approvedAt: '2026-01-05T10:00:00.000Z',
    displayOrder: 0,
    isActive: true,
    showcase: 'live',
    ...over,
  };
}

export function makeTier(over: Partial<AdminSponsorshipTierWire> = {}): AdminSponsorshipTierWire {
  return {
    id: 't1',
    name: 'Gold',
    cost: '$1000 / event',
    benefits: 'Logo on stage\nShout-out',
    displayOrder: 0,
    isActive: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}
