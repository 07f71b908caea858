import { given } from '../../test/given';
import {
  type BattlerApplicationCommand, type BattlerApplicationForm, type BattlerApplicationEvent, battlerApplicationDecider, battlerApplicationsStream,
} from './battler-application';

const form: BattlerApplicationForm = {
  battlerName: 'Lil Reek', email: 'reek@example.com', phoneNumber: null, experience: 'Ten years of battles in Phoenix',
  socialMedia: null, location: null, yearsOfBattling: null, battleVideoUrl: null,
};
const apply = (applicationId = 'a1', extra: Partial<BattlerApplicationForm> = {}): BattlerApplicationCommand =>
  ({ type: 'ApplyAsBattler', applicationId, userId: 'u1', ...form, ...extra });
const submitted = (applicationId = 'a1'): BattlerApplicationEvent =>
  ({ type: 'BattlerApplicationSubmitted', data: { applicationId, userId: 'u1', ...form } });
const reviewed = (status: 'approved' | 'rejected', previousStatus: 'pending' | 'approved' | 'rejected', reviewNotes: string, applicationId = 'a1'): BattlerApplicationEvent =>
  ({ type: 'BattlerApplicationReviewed', data: { applicationId, userId: 'u1', battlerName: 'Lil Reek', status, previousStatus, reviewNotes, reviewerId: 'admin1' } });
const review = (status: 'approved' | 'rejected', reviewNotes: string | null = null, applicationId = 'a1'): BattlerApplicationCommand =>
  ({ type: 'ReviewBattlerApplication', applicationId, status, reviewNotes, reviewerId: 'admin1' });
const deleted = (previousStatus: 'pending' | 'approved' | 'rejected', applicationId = 'a1'): BattlerApplicationEvent =>
  ({ type: 'BattlerApplicationDeleted', data: { applicationId, userId: 'u1', battlerName: 'Lil Reek', previousStatus, deletedBy: 'admin1' } });
const approved = reviewed('approved', 'pending', 'Approved by admin');
const rejected = reviewed('rejected', 'pending', 'Rejected by admin');
const linkRecorded: BattlerApplicationEvent = { type: 'BattlerApplicationLinkRecorded', data: { applicationId: 'a1', userId: 'u1', battlerId: 'b1' } };

describe('battler application decider', () => {
  it('keeps one stream per applicant', () => {
    expect(battlerApplicationsStream('u1')).toBe('battler-applications-u1');
  });

  describe('apply', () => {
    it('records the application, trimmed, blank optional fields as null', () => {
      given(battlerApplicationDecider, []).when(apply('a1', { battlerName: '  Lil Reek ', phoneNumber: '  ', socialMedia: ' @reek ' }))
        .then([{ type: 'BattlerApplicationSubmitted', data: { applicationId: 'a1', userId: 'u1', ...form, socialMedia: '@reek' } }]);
    });

    it('keeps the admin spec\'s fields when sent', () => {
      const extra = { location: 'Tucson', yearsOfBattling: 4, battleVideoUrl: 'https://youtu.be/x' };
      given(battlerApplicationDecider, []).when(apply('a1', extra))
        .then([{ type: 'BattlerApplicationSubmitted', data: { applicationId: 'a1', userId: 'u1', ...form, ...extra } }]);
    });

    it('requires a battler name and at least 10 characters of experience', () => {
      given(battlerApplicationDecider, []).when(apply('a1', { battlerName: '  ' })).thenError('Battler name is required', 'validation');
      given(battlerApplicationDecider, []).when(apply('a1', { battlerName: 'n'.repeat(256) })).thenError(/too long/, 'validation');
      given(battlerApplicationDecider, []).when(apply('a1', { experience: ' short    ' }))
        .thenError('Please provide more details about your experience', 'validation');
    });

    it('refuses while an application is pending, and once one is approved', () => {
      given(battlerApplicationDecider, [submitted()]).when(apply('a2'))
        .thenError('You already have a battler application pending review', 'conflict');
      given(battlerApplicationDecider, [submitted(), approved]).when(apply('a2'))
        .thenError('Your battler application has already been approved', 'conflict');
    });

    it('accepts a new application after a rejection or a deletion', () => {
      expect(given(battlerApplicationDecider, [submitted(), rejected]).when(apply('a2')).events()).toEqual([submitted('a2')]);
      expect(given(battlerApplicationDecider, [submitted(), approved, deleted('approved')]).when(apply('a2')).events()).toEqual([submitted('a2')]);
    });
  });

  describe('review', () => {
    it('approves or rejects a pending application with the default notes', () => {
      given(battlerApplicationDecider, [submitted()]).when(review('approved')).then([approved]);
      given(battlerApplicationDecider, [submitted()]).when(review('rejected', '   ')).then([rejected]);
    });

    it('keeps the reviewer\'s notes, trimmed', () => {
      given(battlerApplicationDecider, [submitted()]).when(review('approved', ' Welcome to the league '))
        .then([reviewed('approved', 'pending', 'Welcome to the league')]);
    });

    it('reviews again: approved to rejected, rejected to approved, or new notes', () => {
      given(battlerApplicationDecider, [submitted(), approved]).when(review('rejected'))
        .then([reviewed('rejected', 'approved', 'Rejected by admin')]);
      given(battlerApplicationDecider, [submitted(), rejected]).when(review('approved', 'Second look'))
        .then([reviewed('approved', 'rejected', 'Second look')]);
      given(battlerApplicationDecider, [submitted(), approved]).when(review('approved', 'Now with notes'))
        .then([reviewed('approved', 'approved', 'Now with notes')]);
    });

    it('records nothing for an identical review', () => {
      given(battlerApplicationDecider, [submitted(), approved]).when(review('approved')).then([]);
      given(battlerApplicationDecider, [submitted(), approved]).when(review('approved', 'Approved by admin')).then([]);
    });

    it('refuses a second approved application of the same applicant', () => {
      const history = [submitted(), rejected, submitted('a2'), reviewed('approved', 'pending', 'Approved by admin', 'a2')];
      given(battlerApplicationDecider, history).when(review('approved'))
        .thenError('This applicant already has an approved battler application', 'conflict');
    });

    it('refuses an unknown status and notes over 2000 characters', () => {
      given(battlerApplicationDecider, [submitted()]).when({ type: 'ReviewBattlerApplication', applicationId: 'a1', status: 'pending' as never, reviewNotes: null, reviewerId: 'admin1' }).thenError(/status must be/, 'validation');
      given(battlerApplicationDecider, [submitted()]).when(review('approved', 'n'.repeat(2001))).thenError(/too long/, 'validation');
    });

    it('answers not found for a missing or deleted application', () => {
      given(battlerApplicationDecider, []).when(review('approved')).thenError('Battler application not found', 'not_found');
      given(battlerApplicationDecider, [submitted(), deleted('pending')]).when(review('approved')).thenError('Battler application not found', 'not_found');
    });
  });

  describe('delete', () => {
    it('deletes in any state, naming the state it had', () => {
      given(battlerApplicationDecider, [submitted()]).when({ type: 'DeleteBattlerApplication', applicationId: 'a1', actorId: 'admin1' })
        .then([deleted('pending')]);
      given(battlerApplicationDecider, [submitted(), approved]).when({ type: 'DeleteBattlerApplication', applicationId: 'a1', actorId: 'admin1' })
        .then([deleted('approved')]);
      given(battlerApplicationDecider, [submitted(), rejected]).when({ type: 'DeleteBattlerApplication', applicationId: 'a1', actorId: 'admin1' })
        .then([deleted('rejected')]);
    });

    it('answers not found the second time', () => {
      given(battlerApplicationDecider, [submitted(), deleted('pending')]).when({ type: 'DeleteBattlerApplication', applicationId: 'a1', actorId: 'admin1' })
        .thenError('Battler application not found', 'not_found');
    });
  });

  describe('the battler link (the reactor\'s commands)', () => {
    it('records the battler of an approved application once', () => {
      given(battlerApplicationDecider, [submitted(), approved]).when({ type: 'RecordBattlerLink', applicationId: 'a1', battlerId: 'b1' })
        .then([linkRecorded]);
      given(battlerApplicationDecider, [submitted(), approved, linkRecorded]).when({ type: 'RecordBattlerLink', applicationId: 'a1', battlerId: 'b1' })
        .then([]);
    });

    it('records nothing for an application that is no longer approved', () => {
      for (const history of [[submitted()], [submitted(), approved, reviewed('rejected', 'approved', 'No')], [submitted(), approved, deleted('approved')]]) {
        given(battlerApplicationDecider, history).when({ type: 'RecordBattlerLink', applicationId: 'a1', battlerId: 'b1' }).then([]);
      }
    });

    it('clears a recorded link, also of a deleted application, once', () => {
      const cleared: BattlerApplicationEvent = { type: 'BattlerApplicationLinkCleared', data: { applicationId: 'a1', userId: 'u1', battlerId: 'b1' } };
      given(battlerApplicationDecider, [submitted(), approved, linkRecorded, deleted('approved')])
        .when({ type: 'ClearBattlerLink', applicationId: 'a1' }).then([cleared]);
      given(battlerApplicationDecider, [submitted(), approved, linkRecorded, cleared]).when({ type: 'ClearBattlerLink', applicationId: 'a1' }).then([]);
    });
  });
});
