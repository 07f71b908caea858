import { given } from '../../test/given';
import {
  DEFAULT_APPROVED_NOTES, DEFAULT_REJECTED_NOTES, EMAIL_INVALID, EVENT_NOT_FUTURE, LEVEL_REQUIRED, LEVEL_UNKNOWN, PERIOD_END_BEFORE_START,
  PERIOD_REQUIRED, PERIOD_START_PAST,
} from './limits';
import { LOGO_CHANGED_MEANWHILE, type SponsorshipEvent, sponsorshipDecider, sponsorshipStream } from './sponsorship';

const apply = {
  type: 'ApplyForSponsorship' as const, applicationId: 'a1', userId: 'u1', companyName: ' Acme ', contactName: 'Jane Roe',
  email: 'jane@acme.test', phoneNumber: ' ', sponsorshipLevel: 'gold', message: 'We love battles', selectedEvents: ['e1', 'e1'],
  activeTierNames: ['Gold', 'Silver'], futureEventIds: ['e1', 'e2'],
};
const applied: SponsorshipEvent = {
  type: 'SponsorshipApplied',
  data: {
    applicationId: 'a1', userId: 'u1', companyName: 'Acme', contactPerson: 'Jane Roe', email: 'jane@acme.test', phoneNumber: null,
    sponsorshipLevel: 'Gold', message: 'We love battles', selectedEvents: ['e1'],
  },
};
const TODAY = '2026-11-23';
const approve = {
  type: 'ReviewSponsorship' as const, reviewerId: 'admin-1', status: 'approved' as const, reviewNotes: null,
  sponsorshipStartDate: '2026-11-23', sponsorshipEndDate: '2027-11-23', today: TODAY,
};
const reviewed = (data: Partial<Extract<SponsorshipEvent, { type: 'SponsorshipReviewed' }>['data']>): SponsorshipEvent => ({
  type: 'SponsorshipReviewed',
  data: {
    applicationId: 'a1', companyName: 'Acme', reviewedBy: 'admin-1', status: 'approved', previousStatus: 'pending',
    reviewNotes: DEFAULT_APPROVED_NOTES, previousReviewNotes: null, sponsorshipStartDate: '2026-11-23', sponsorshipEndDate: '2027-11-23',
    ...data,
  },
});
const approved = reviewed({});

describe('sponsorship application decider', () => {
  it('names its stream sponsorship-application-<id>', () => {
    expect(sponsorshipStream('a1')).toBe('sponsorship-application-a1');
  });

  describe('applying', () => {
    it('records the application with the tier\'s own spelling and each event once', () => {
      given(sponsorshipDecider, []).when(apply).then([applied]);
    });

    it('needs a level, and one of the active tiers', () => {
      given(sponsorshipDecider, []).when({ ...apply, sponsorshipLevel: ' ' }).thenError(LEVEL_REQUIRED, 'validation');
      given(sponsorshipDecider, []).when({ ...apply, sponsorshipLevel: 'Bronze' }).thenError(LEVEL_UNKNOWN, 'validation');
    });

    it('takes only upcoming events', () => {
      given(sponsorshipDecider, []).when({ ...apply, selectedEvents: ['e1', 'old'] }).thenError(EVENT_NOT_FUTURE, 'validation');
      const [e] = given(sponsorshipDecider, []).when({ ...apply, selectedEvents: [] }).events();
      expect(e.data).toMatchObject({ selectedEvents: [] });
    });

    it('checks the texts', () => {
      given(sponsorshipDecider, []).when({ ...apply, companyName: '' }).thenError('Company name is required', 'validation');
      given(sponsorshipDecider, []).when({ ...apply, contactName: '' }).thenError('Contact name is required', 'validation');
      given(sponsorshipDecider, []).when({ ...apply, email: 'nope' }).thenError(EMAIL_INVALID, 'validation');
      given(sponsorshipDecider, []).when({ ...apply, message: ' ' }).thenError('Message is required', 'validation');
    });

    it('refuses the same application twice', () => {
      given(sponsorshipDecider, [applied]).when(apply).thenError(/already exists/, 'conflict');
    });
  });

  describe('reviewing', () => {
    it('approves with a period, the default notes when none are given', () => {
      given(sponsorshipDecider, [applied]).when(approve).then([approved]);
    });

    it('rejects with the default notes, keeping the period it had', () => {
      given(sponsorshipDecider, [applied]).when({ ...approve, status: 'rejected', reviewNotes: '  ' })
        .then([reviewed({ status: 'rejected', reviewNotes: DEFAULT_REJECTED_NOTES, sponsorshipStartDate: null, sponsorshipEndDate: null })]);
      given(sponsorshipDecider, [applied, approved]).when({ ...approve, status: 'rejected', reviewNotes: 'Budget cut' })
        .then([reviewed({ status: 'rejected', previousStatus: 'approved', reviewNotes: 'Budget cut', previousReviewNotes: DEFAULT_APPROVED_NOTES })]);
    });

    it('needs both days for an approval', () => {
      given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipStartDate: null }).thenError(PERIOD_REQUIRED, 'validation');
      given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipEndDate: undefined }).thenError(PERIOD_REQUIRED, 'validation');
    });

    it('needs the end strictly after the start', () => {
      given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipEndDate: '2026-11-23' }).thenError(PERIOD_END_BEFORE_START, 'validation');
      given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipEndDate: '2026-11-01' }).thenError(PERIOD_END_BEFORE_START, 'validation');
      const [e] = given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipEndDate: '2026-11-24' }).events();
      expect(e.type).toBe('SponsorshipReviewed');
    });

    it('refuses a start before today when the start is set or moved', () => {
      given(sponsorshipDecider, [applied]).when({ ...approve, sponsorshipStartDate: '2026-11-22' }).thenError(PERIOD_START_PAST, 'validation');
      const later = { ...approve, today: '2027-01-10' };
      given(sponsorshipDecider, [applied, approved]).when({ ...later, sponsorshipStartDate: '2027-01-09' }).thenError(PERIOD_START_PAST, 'validation');
    });

    it('re-approves with the existing period even once its start has passed, and moves only the end', () => {
      const later = { ...approve, today: '2027-01-10' };
      const rejected = reviewed({ status: 'rejected', previousStatus: 'approved', reviewNotes: 'No', previousReviewNotes: DEFAULT_APPROVED_NOTES });
      given(sponsorshipDecider, [applied, approved, rejected]).when(later)
        .then([reviewed({ previousStatus: 'rejected', previousReviewNotes: 'No' })]);
      given(sponsorshipDecider, [applied, approved]).when({ ...later, sponsorshipEndDate: '2028-01-01' })
        .then([reviewed({ previousStatus: 'approved', previousReviewNotes: DEFAULT_APPROVED_NOTES, sponsorshipEndDate: '2028-01-01' })]);
    });

    it('records new notes on the same status, and nothing for an identical review', () => {
      given(sponsorshipDecider, [applied, approved]).when({ ...approve, reviewNotes: 'Welcome aboard' })
        .then([reviewed({ previousStatus: 'approved', reviewNotes: 'Welcome aboard', previousReviewNotes: DEFAULT_APPROVED_NOTES })]);
      given(sponsorshipDecider, [applied, approved]).when(approve).then([]);
      given(sponsorshipDecider, [applied, approved]).when({ ...approve, sponsorshipStartDate: undefined, sponsorshipEndDate: undefined }).then([]);
    });

    it('does not review an unknown or deleted application', () => {
      given(sponsorshipDecider, []).when(approve).thenError('Sponsorship application not found', 'not_found');
      const deleted: SponsorshipEvent = { type: 'SponsorshipApplicationDeleted', data: { applicationId: 'a1', companyName: 'Acme', status: 'pending', logoUrl: null } };
      given(sponsorshipDecider, [applied, deleted]).when(approve).thenError('Sponsorship application not found', 'not_found');
    });
  });

  describe('deleting and customizing', () => {
    it('deletes, naming its logo so the file can go', () => {
      const logo: SponsorshipEvent = { type: 'SponsorCustomized', data: { applicationId: 'a1', companyName: 'Acme', previousLogoUrl: null,
        logoUrl: '/uploads/sponsors/l.png', websiteUrl: null, description: null, videoUrl: null } };
      given(sponsorshipDecider, [applied, approved, logo]).when({ type: 'DeleteSponsorshipApplication' })
        .then([{ type: 'SponsorshipApplicationDeleted', data: { applicationId: 'a1', companyName: 'Acme', status: 'approved', logoUrl: '/uploads/sponsors/l.png' } }]);
    });

    it('customizes the fields given, keeping the others; nothing when nothing changes', () => {
      given(sponsorshipDecider, [applied, approved]).when({ type: 'CustomizeSponsor', websiteUrl: 'https://acme.test', description: ' Makers ' })
        .then([{ type: 'SponsorCustomized', data: { applicationId: 'a1', companyName: 'Acme', previousLogoUrl: null,
          logoUrl: null, websiteUrl: 'https://acme.test', description: 'Makers', videoUrl: null } }]);
      given(sponsorshipDecider, [applied, approved]).when({ type: 'CustomizeSponsor', websiteUrl: null }).then([]);
    });

    describe('the logo', () => {
      const L1 = '/uploads/sponsors/l1.png';
      const L2 = '/uploads/sponsors/l2.png';
      const look = { websiteUrl: null, description: null, videoUrl: null };
      const logoSet = (logoUrl: string | null, previousLogoUrl: string | null, more = {}): SponsorshipEvent => ({
        type: 'SponsorCustomized', data: { applicationId: 'a1', companyName: 'Acme', previousLogoUrl, logoUrl, ...look, ...more },
      });

      it('points at a file just uploaded, naming the one it replaces', () => {
        given(sponsorshipDecider, [applied, approved, logoSet(L1, null)]).when({ type: 'SetSponsorLogo', logoUrl: L2 })
          .then([logoSet(L2, L1)]);
      });

      it('refuses a stored logo that is no longer the current one (a dialog opened before another upload): a conflict, nothing recorded', () => {
        // the dialog opened with L1; another upload set L2 (and deleted L1); the stale Save sends L1 back
        given(sponsorshipDecider, [applied, approved, logoSet(L1, null), logoSet(L2, L1)])
          .when({ type: 'CustomizeSponsor', logoUrl: L1, websiteUrl: 'https://acme.test' })
          .thenError(LOGO_CHANGED_MEANWHILE, 'conflict');
        // a stored address of ours it never had is no customization either
        given(sponsorshipDecider, [applied, approved]).when({ type: 'CustomizeSponsor', logoUrl: '/uploads/battlers/b.png' })
          .thenError(LOGO_CHANGED_MEANWHILE, 'conflict');
      });

      it('keeps the current logo sent again, removes it, or takes an outside address', () => {
        const history = [applied, approved, logoSet(L1, null), logoSet(L2, L1)];
        given(sponsorshipDecider, history).when({ type: 'CustomizeSponsor', logoUrl: L2, websiteUrl: 'https://acme.test' })
          .then([logoSet(L2, L2, { websiteUrl: 'https://acme.test' })]);
        given(sponsorshipDecider, history).when({ type: 'CustomizeSponsor', logoUrl: L2 }).then([]);
        given(sponsorshipDecider, history).when({ type: 'CustomizeSponsor', websiteUrl: 'https://acme.test' })
          .then([logoSet(L2, L2, { websiteUrl: 'https://acme.test' })]);
        given(sponsorshipDecider, history).when({ type: 'CustomizeSponsor', logoUrl: null }).then([logoSet(null, L2)]);
        given(sponsorshipDecider, history).when({ type: 'CustomizeSponsor', logoUrl: 'https://cdn.acme.test/logo.png' })
          .then([logoSet('https://cdn.acme.test/logo.png', L2)]);
      });
    });
  });
});
