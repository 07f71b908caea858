import { given } from '../../test/given';
import { type BattlerEvent, type BattlerProfile, battlerDecider, battlerStream, mergeOutcome } from './battler';

const created: BattlerEvent = { type: 'BattlerCreated', data: { battlerId: 'b1', name: 'Ace' } };
const claimed: BattlerEvent = { type: 'BattlerClaimed', data: { battlerId: 'b1', userId: 'u1', claimRequestId: 'c1' } };
const withImage: BattlerEvent = { type: 'BattlerProfileImageChanged', data: { battlerId: 'b1', profileImageUrl: '/uploads/p1.jpg', previousProfileImageUrl: null } };
const deleted: BattlerEvent = { type: 'BattlerDeleted', data: { battlerId: 'b1', name: 'Ace', profileImageUrl: null, coverImageUrl: null } };
const imageBy = (by: 'admin' | 'owner'): BattlerEvent => ({ type: 'BattlerProfileImageChanged', data: { ...withImage.data, by, name: 'Ace' } } as BattlerEvent);
const withCover: BattlerEvent = { type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: '/uploads/c1.jpg', previousCoverImageUrl: null } };
const linked: BattlerEvent = { type: 'BattlerApplicationLinked', data: { battlerId: 'b1', name: 'Ace', applicationId: 'a1', userId: 'u9' } };
const unlinked: BattlerEvent = { type: 'BattlerApplicationUnlinked', data: { battlerId: 'b1', name: 'Ace', applicationId: 'a1', userId: 'u9' } };
const admin = { kind: 'admin' as const };
const owner = { kind: 'owner' as const, userId: 'u1' };
const stranger = { kind: 'owner' as const, userId: 'u2' };
const flags = { isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null };

describe('battler decider', () => {
  it('names its stream battler-<id>', () => {
    expect(battlerStream('b1')).toBe('battler-b1');
  });

  describe('create', () => {
    it('creates a battler with a trimmed name', () => {
      given(battlerDecider, []).when({ type: 'CreateBattler', battlerId: 'b1', name: '  Ace ' }).then([created]);
    });

    it('requires a name of at most 255 characters', () => {
      given(battlerDecider, []).when({ type: 'CreateBattler', battlerId: 'b1', name: '   ' }).thenError('Battler name is required', 'validation');
      given(battlerDecider, []).when({ type: 'CreateBattler', battlerId: 'b1', name: 'n'.repeat(256) })
        .thenError('Battler name must be at most 255 characters', 'validation');
      expect(given(battlerDecider, []).when({ type: 'CreateBattler', battlerId: 'b1', name: 'n'.repeat(255) }).events()).toHaveLength(1);
    });

    it('refuses to create the same battler twice', () => {
      given(battlerDecider, [created]).when({ type: 'CreateBattler', battlerId: 'b1', name: 'Ace' }).thenError('Battler already exists', 'conflict');
    });
  });

  describe('profile texts', () => {
    it('lets an admin set tagline and quote of an unclaimed battler, trimmed', () => {
      given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: ' The King ', quote: 'Bars.' })
        .then([{ type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: 'The King', quote: 'Bars.', by: 'admin', name: 'Ace' } }]);
    });

    it('stores an empty or blank value as null', () => {
      const set: BattlerEvent = { type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: 'T', quote: 'Q' } };
      given(battlerDecider, [created, set]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: '', quote: '   ' })
        .then([{ type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: null, quote: null, by: 'admin', name: 'Ace' } }]);
    });

    it('records nothing when nothing changed', () => {
      given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: '', quote: null }).then([]);
    });

    it('limits the tagline to 100 and the quote to 250 characters', () => {
      expect(given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: 't'.repeat(100), quote: 'q'.repeat(250) }).events())
        .toHaveLength(1);
      given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: 't'.repeat(101), quote: null })
        .thenError('Tagline must be 100 characters or less', 'validation');
      given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: null, quote: 'q'.repeat(251) })
        .thenError('Quote must be 250 characters or less', 'validation');
    });

    it('refuses an admin once the battler is claimed, as a conflict with its state', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: 'x', quote: null })
        .thenError('This battler is managed by its owner', 'conflict');
    });

    it('lets the owner edit a claimed battler, and no other user', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'UpdateBattlerProfile', actor: owner, tagline: 'Mine', quote: null })
        .then([{ type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: 'Mine', quote: null, by: 'owner', name: 'Ace' } }]);
      given(battlerDecider, [created, claimed]).when({ type: 'UpdateBattlerProfile', actor: stranger, tagline: 'x', quote: null })
        .thenError('This battler is claimed by another user', 'forbidden');
      given(battlerDecider, [created]).when({ type: 'UpdateBattlerProfile', actor: owner, tagline: 'x', quote: null })
        .thenError('You can only edit a battler you have claimed', 'forbidden');
    });
  });

  describe('flags', () => {
    it('toggles each flag independently, keeping the others', () => {
      const retired: BattlerEvent = { type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags, isRetired: true } };
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags', isRetired: true }).then([retired]);
      given(battlerDecider, [created, retired]).when({ type: 'SetBattlerFlags', isHallOfFame: true })
        .then([{ type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags, isRetired: true, isHallOfFame: true } }]);
      given(battlerDecider, [created, retired]).when({ type: 'SetBattlerFlags', isRetired: false })
        .then([{ type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags } }]);
    });

    it('marks a battler deceased with a date and memorial notes', () => {
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags', isDeceased: true, deceasedDate: '2023-04-05', memorialNotes: ' Forever a legend ' })
        .then([{ type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags, isDeceased: true, deceasedDate: '2023-04-05', memorialNotes: 'Forever a legend' } }]);
    });

    it('clears the date and notes with null or blank, keeps them when absent', () => {
      const dec: BattlerEvent = { type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags, isDeceased: true, deceasedDate: '2023-04-05', memorialNotes: 'RIP' } };
      given(battlerDecider, [created, dec]).when({ type: 'SetBattlerFlags', isHallOfFame: true })
        .then([{ type: 'BattlerFlagsSet', data: { ...dec.data, isHallOfFame: true } }]);
      given(battlerDecider, [created, dec]).when({ type: 'SetBattlerFlags', deceasedDate: null, memorialNotes: '' })
        .then([{ type: 'BattlerFlagsSet', data: { ...dec.data, deceasedDate: null, memorialNotes: null } }]);
    });

    it('refuses a date that does not parse and notes over 2000 characters', () => {
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags', deceasedDate: 'someday' }).thenError('deceasedDate must be a valid date', 'validation');
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags', memorialNotes: 'n'.repeat(2001) })
        .thenError('Memorial notes must be 2000 characters or less', 'validation');
    });

    it('records nothing when no flag changes', () => {
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags' }).then([]);
      given(battlerDecider, [created]).when({ type: 'SetBattlerFlags', isRetired: false, deceasedDate: '' }).then([]);
    });

    it('sets flags on a claimed battler too (they are the league\'s, not the owner\'s)', () => {
      expect(given(battlerDecider, [created, claimed]).when({ type: 'SetBattlerFlags', isRetired: true }).events()).toHaveLength(1);
    });
  });

  describe('profile image', () => {
    it('lets an admin set and remove the image of an unclaimed battler, naming the previous one', () => {
      given(battlerDecider, [created]).when({ type: 'ChangeProfileImage', actor: admin, url: '/uploads/p1.jpg' }).then([imageBy('admin')]);
      given(battlerDecider, [created, withImage]).when({ type: 'ChangeProfileImage', actor: admin, url: null })
        .then([{ type: 'BattlerProfileImageChanged', data: { battlerId: 'b1', profileImageUrl: null, previousProfileImageUrl: '/uploads/p1.jpg', by: 'admin', name: 'Ace' } }]);
    });

    it('records nothing when the image is unchanged', () => {
      given(battlerDecider, [created, withImage]).when({ type: 'ChangeProfileImage', actor: admin, url: '/uploads/p1.jpg' }).then([]);
      given(battlerDecider, [created]).when({ type: 'ChangeProfileImage', actor: admin, url: null }).then([]);
    });

    it('refuses an admin (conflict) and another user (forbidden) once the battler is claimed', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeProfileImage', actor: admin, url: '/uploads/p2.jpg' })
        .thenError("This battler's profile image is managed by its owner", 'conflict');
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeProfileImage', actor: admin, url: null })
        .thenError("This battler's profile image is managed by its owner", 'conflict');
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeProfileImage', actor: stranger, url: '/uploads/p2.jpg' })
        .thenError('This battler is claimed by another user', 'forbidden');
    });

    it('lets the owner change the image of their battler', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeProfileImage', actor: owner, url: '/uploads/p1.jpg' }).then([imageBy('owner')]);
    });

    it('refuses a user on a battler nobody claimed', () => {
      given(battlerDecider, [created]).when({ type: 'ChangeProfileImage', actor: owner, url: '/uploads/p1.jpg' })
        .thenError('You can only edit a battler you have claimed', 'forbidden');
    });
  });

  describe('cover image', () => {
    it('lets the owner set, replace and remove the cover, naming the previous one', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: '/uploads/c1.jpg' }).then([withCover]);
      given(battlerDecider, [created, claimed, withCover]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: '/uploads/c2.jpg' })
        .then([{ type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: '/uploads/c2.jpg', previousCoverImageUrl: '/uploads/c1.jpg' } }]);
      given(battlerDecider, [created, claimed, withCover]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: null })
        .then([{ type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: null, previousCoverImageUrl: '/uploads/c1.jpg' } }]);
    });

    it('records nothing when the cover is unchanged', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: null }).then([]);
      given(battlerDecider, [created, claimed, withCover]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: '/uploads/c1.jpg' }).then([]);
    });

    it('refuses anyone but the owner, and an unknown battler', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ChangeCoverImage', ownerId: 'u2', url: '/uploads/c1.jpg' })
        .thenError('This battler is claimed by another user', 'forbidden');
      given(battlerDecider, [created]).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: '/uploads/c1.jpg' })
        .thenError('You can only edit a battler you have claimed', 'forbidden');
      given(battlerDecider, []).when({ type: 'ChangeCoverImage', ownerId: 'u1', url: null }).thenError('Battler not found', 'not_found');
    });
  });

  describe('delete', () => {
    it('deletes a battler without videos or approved application, naming it for the reservation release', () => {
      given(battlerDecider, [created]).when({ type: 'DeleteBattler', videoCount: 0 }).then([deleted]);
      given(battlerDecider, [created, withImage]).when({ type: 'DeleteBattler', videoCount: 0 })
        .then([{ type: 'BattlerDeleted', data: { battlerId: 'b1', name: 'Ace', profileImageUrl: '/uploads/p1.jpg', coverImageUrl: null } }]);
    });

    it('names the cover image too, so its file goes with the battler', () => {
      given(battlerDecider, [created, claimed, withCover]).when({ type: 'DeleteBattler', videoCount: 0 })
        .then([{ type: 'BattlerDeleted', data: { battlerId: 'b1', name: 'Ace', profileImageUrl: null, coverImageUrl: '/uploads/c1.jpg' } }]);
    });

    it('refuses with the spec\'s messages when there are videos or an approved application', () => {
      given(battlerDecider, [created]).when({ type: 'DeleteBattler', videoCount: 2 })
        .thenError('Cannot delete battler with existing battle videos', 'conflict');
      given(battlerDecider, [created, linked]).when({ type: 'DeleteBattler', videoCount: 0 })
        .thenError('Cannot delete battler with approved application. Reject their application first.', 'conflict');
    });

    it('deletes once the approved application is unlinked again', () => {
      given(battlerDecider, [created, linked, unlinked]).when({ type: 'DeleteBattler', videoCount: 0 }).then([deleted]);
    });
  });

  describe('claim', () => {
    it('makes the claimant the owner', () => {
      // named, so the audit line can say which battler
      given(battlerDecider, [created]).when({ type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' })
        .then([{ type: 'BattlerClaimed', data: { battlerId: 'b1', userId: 'u1', claimRequestId: 'c1', name: 'Ace' } }]);
    });
    it('records nothing when the same user claims it again', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c2' }).then([]);
    });
    it('refuses a battler another user owns', () => {
      given(battlerDecider, [created, claimed]).when({ type: 'ClaimBattler', userId: 'u2', claimRequestId: 'c2' })
        .thenError('This battler has already been claimed', 'conflict');
    });
    it('refuses an unknown or deleted battler', () => {
      given(battlerDecider, []).when({ type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' }).thenError('Battler not found', 'not_found');
      given(battlerDecider, [created, deleted]).when({ type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' })
        .thenError('Battler not found', 'not_found');
    });
  });

  describe('approved applications', () => {
    it('links an approved application once', () => {
      given(battlerDecider, [created]).when({ type: 'LinkApplication', applicationId: 'a1', userId: 'u9' }).then([linked]);
      given(battlerDecider, [created, linked]).when({ type: 'LinkApplication', applicationId: 'a1', userId: 'u9' }).then([]);
    });

    it('links a second application beside the first, and unlinking one keeps the other', () => {
      const second: BattlerEvent = { type: 'BattlerApplicationLinked', data: { battlerId: 'b1', name: 'Ace', applicationId: 'a2', userId: 'u8' } };
      given(battlerDecider, [created, linked]).when({ type: 'LinkApplication', applicationId: 'a2', userId: 'u8' }).then([second]);
      given(battlerDecider, [created, linked, second, unlinked]).when({ type: 'DeleteBattler', videoCount: 0 })
        .thenError(/approved application/, 'conflict');
    });

    it('unlinks a linked application, and records nothing for one not linked', () => {
      given(battlerDecider, [created, linked]).when({ type: 'UnlinkApplication', applicationId: 'a1', userId: 'u9' }).then([unlinked]);
      given(battlerDecider, [created, linked, unlinked]).when({ type: 'UnlinkApplication', applicationId: 'a1', userId: 'u9' }).then([]);
      given(battlerDecider, []).when({ type: 'UnlinkApplication', applicationId: 'a1', userId: 'u9' }).then([]);
    });

    it('refuses to link to a missing or deleted battler', () => {
      given(battlerDecider, []).when({ type: 'LinkApplication', applicationId: 'a1', userId: 'u9' }).thenError('Battler not found', 'not_found');
      given(battlerDecider, [created, deleted]).when({ type: 'LinkApplication', applicationId: 'a1', userId: 'u9' })
        .thenError('Battler not found', 'not_found');
    });
  });

  it('records a stats recalculation for an existing battler only', () => {
    given(battlerDecider, [created]).when({ type: 'RecalculateStats' })
      .then([{ type: 'BattlerStatsRecalculated', data: { battlerId: 'b1' } }]);
    given(battlerDecider, [created, deleted]).when({ type: 'RecalculateStats' }).thenError('Battler not found', 'not_found');
  });

  it('refuses every command on a missing or deleted battler', () => {
    for (const history of [[], [created, deleted]]) {
      given(battlerDecider, history).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: null, quote: null }).thenError('Battler not found', 'not_found');
      given(battlerDecider, history).when({ type: 'SetBattlerFlags', isRetired: true }).thenError('Battler not found', 'not_found');
      given(battlerDecider, history).when({ type: 'ChangeProfileImage', actor: admin, url: null }).thenError('Battler not found', 'not_found');
      given(battlerDecider, history).when({ type: 'DeleteBattler', videoCount: 0 }).thenError('Battler not found', 'not_found');
    }
  });

  it('folds every event into the state', () => {
    const state = [created, claimed, withImage, withCover,
      { type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: 'T', quote: 'Q' } } as BattlerEvent,
      { type: 'BattlerFlagsSet', data: { battlerId: 'b1', ...flags, isHallOfFame: true } } as BattlerEvent,
    ].reduce(battlerDecider.evolve, battlerDecider.initialState);
    expect(state).toEqual({
      exists: true, deleted: false, battlerId: 'b1', name: 'Ace', userId: 'u1',
      isRetired: false, isHallOfFame: true, isDeceased: false, deceasedDate: null, memorialNotes: null,
      tagline: 'T', quote: 'Q', profileImageUrl: '/uploads/p1.jpg', coverImageUrl: '/uploads/c1.jpg', approvedApplications: [], mergedInto: null, absorbed: [],
    });
    expect(battlerDecider.evolve(state, deleted).deleted).toBe(true);
  });
});

describe('battler merge (issue 13)', () => {
  const target = { battlerId: 'b2', name: 'Ace!', exists: true, mergedInto: null, userId: null };
  const merged: BattlerEvent = { type: 'BattlerMerged', data: { battlerId: 'b1', name: 'Ace', targetId: 'b2', targetName: 'Ace!' } };
  const targetCreated: BattlerEvent = { type: 'BattlerCreated', data: { battlerId: 'b2', name: 'Ace!' } };
  const absorb = { type: 'AbsorbBattler' as const, sourceId: 'b1', sourceName: 'Ace', userId: 'u1', approvedApplications: ['a1'] };
  const absorbed: BattlerEvent = { type: 'BattlerAbsorbed', data: {
    battlerId: 'b2', name: 'Ace!', sourceId: 'b1', sourceName: 'Ace', userId: 'u1', approvedApplications: ['a1'],
  } };

  it('merges the source into the target, on the source', () => {
    given(battlerDecider, [created]).when({ type: 'MergeBattlers', target }).then([merged]);
  });

  it('merges a claimed source into an unclaimed target, and the reverse', () => {
    expect(given(battlerDecider, [created, claimed]).when({ type: 'MergeBattlers', target }).events()).toEqual([merged]);
    expect(given(battlerDecider, [created]).when({ type: 'MergeBattlers', target: { ...target, userId: 'u2' } }).events()).toEqual([merged]);
  });

  it('refuses the same battler, an unknown or deleted source or target, both claimed, and a battler merged already', () => {
    given(battlerDecider, [created]).when({ type: 'MergeBattlers', target: { ...target, battlerId: 'b1' } }).thenError('Choose two different battlers to merge', 'validation');
    given(battlerDecider, []).when({ type: 'MergeBattlers', target }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created, deleted]).when({ type: 'MergeBattlers', target }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created]).when({ type: 'MergeBattlers', target: { ...target, exists: false } }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created, claimed]).when({ type: 'MergeBattlers', target: { ...target, userId: 'u2' } })
      .thenError('Both battlers are claimed: a merge would take a profile from its owner', 'conflict');
    given(battlerDecider, [created, merged]).when({ type: 'MergeBattlers', target }).thenError('This battler was already merged into another', 'conflict');
    given(battlerDecider, [created]).when({ type: 'MergeBattlers', target: { ...target, mergedInto: 'b3' } })
      .thenError('This battler was already merged into another', 'conflict');
  });

  it('makes a merged battler unknown to every other command', () => {
    given(battlerDecider, [created, merged]).when({ type: 'UpdateBattlerProfile', actor: admin, tagline: 'T', quote: null }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created, merged]).when({ type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created, merged]).when({ type: 'DeleteBattler', videoCount: 0 }).thenError('Battler not found', 'not_found');
    given(battlerDecider, [created, merged]).when(absorb).thenError('Battler not found', 'not_found');
  });

  it('absorbs the source on the target once: its owner and approved applications move', () => {
    given(battlerDecider, [targetCreated]).when(absorb).then([absorbed]);
    given(battlerDecider, [targetCreated, absorbed]).when(absorb).then([]);
    const state = [targetCreated, absorbed].reduce(battlerDecider.evolve, battlerDecider.initialState);
    expect(state).toMatchObject({ userId: 'u1', approvedApplications: ['a1'], absorbed: ['b1'] });
  });

  it('keeps the target owner when it was claimed meanwhile', () => {
    const targetClaimed: BattlerEvent = { type: 'BattlerClaimed', data: { battlerId: 'b2', userId: 'u7', claimRequestId: 'c7' } };
    const events = given(battlerDecider, [targetCreated, targetClaimed]).when(absorb).events();
    expect(events[0].data).toMatchObject({ userId: null });
    const state = [targetCreated, targetClaimed, ...events].reduce(battlerDecider.evolve, battlerDecider.initialState);
    expect(state.userId).toBe('u7');
  });

  describe("the source's photo, cover, texts and flags", () => {
    const none: BattlerProfile = {
      profileImageUrl: null, coverImageUrl: null, tagline: null, quote: null, ...flags,
    };
    const theirs: BattlerProfile = {
      profileImageUrl: '/uploads/battlers/s-photo.png', coverImageUrl: '/uploads/battlers/s-cover.png',
      tagline: 'Source line', quote: 'Source quote',
      isRetired: false, isHallOfFame: true, isDeceased: true, deceasedDate: '2024-02-03', memorialNotes: 'Gone too soon',
    };
    const absorbAll = { ...absorb, profile: theirs };
    const t = (type: string, data: object) => ({ type, data: { battlerId: 'b2', ...data } }) as BattlerEvent;
    const targetPhoto = t('BattlerProfileImageChanged', { profileImageUrl: '/uploads/battlers/t-photo.png', previousProfileImageUrl: null, by: 'admin', name: 'Ace!' });
    const targetTagline = t('BattlerProfileUpdated', { tagline: 'Target line', quote: null, by: 'admin', name: 'Ace!' });
    const targetHof = t('BattlerFlagsSet', { ...flags, isHallOfFame: true });
    const targetClaimed = t('BattlerClaimed', { userId: 'u7', claimRequestId: 'c7' });

    it('a target without them takes them all: the same files, recorded as the edits the read models follow', () => {
      given(battlerDecider, [targetCreated]).when(absorbAll).then([
        absorbed,
        t('BattlerProfileImageChanged', { profileImageUrl: theirs.profileImageUrl, previousProfileImageUrl: null, by: 'admin', name: 'Ace!' }),
        t('BattlerCoverImageChanged', { name: 'Ace!', coverImageUrl: theirs.coverImageUrl, previousCoverImageUrl: null, by: 'admin' }),
        t('BattlerProfileUpdated', { tagline: 'Source line', quote: 'Source quote', by: 'admin', name: 'Ace!' }),
        t('BattlerFlagsSet', { isRetired: false, isHallOfFame: true, isDeceased: true, deceasedDate: '2024-02-03', memorialNotes: 'Gone too soon' }),
      ]);
      const events = given(battlerDecider, [targetCreated]).when(absorbAll).events();
      const state = [targetCreated, ...events].reduce(battlerDecider.evolve, battlerDecider.initialState);
      expect(state).toMatchObject({ ...theirs, userId: 'u1', absorbed: ['b1'] });
      // a redelivery records nothing more
      given(battlerDecider, [targetCreated, ...events]).when(absorbAll).then([]);
    });

    it("a target keeps what it has: the source's images are recorded to be deleted, its other values go; what it lacks it takes", () => {
      given(battlerDecider, [targetCreated, targetPhoto, targetTagline, targetHof]).when(absorbAll).then([
        { ...absorbed, data: { ...absorbed.data, discardedImageUrls: ['/uploads/battlers/s-photo.png'] } } as BattlerEvent,
        t('BattlerCoverImageChanged', { name: 'Ace!', coverImageUrl: theirs.coverImageUrl, previousCoverImageUrl: null, by: 'admin' }),
        t('BattlerProfileUpdated', { tagline: 'Target line', quote: 'Source quote', by: 'admin', name: 'Ace!' }),
        t('BattlerFlagsSet', { isRetired: false, isHallOfFame: true, isDeceased: true, deceasedDate: '2024-02-03', memorialNotes: 'Gone too soon' }),
      ]);
    });

    it("a claimed target keeps its texts and images as its owner left them (the source's files go); the flags still come", () => {
      given(battlerDecider, [targetCreated, targetClaimed]).when(absorbAll).then([
        { ...absorbed, data: { ...absorbed.data, userId: null, discardedImageUrls: [theirs.profileImageUrl, theirs.coverImageUrl] } } as BattlerEvent,
        t('BattlerFlagsSet', { isRetired: false, isHallOfFame: true, isDeceased: true, deceasedDate: '2024-02-03', memorialNotes: 'Gone too soon' }),
      ]);
    });

    it('a source with none of them changes nothing but the absorb', () => {
      given(battlerDecider, [targetCreated]).when({ ...absorb, profile: none }).then([absorbed]);
      given(battlerDecider, [targetCreated]).when(absorb).then([absorbed]);
    });

    it("tells the preview what the target takes, what it keeps of its own and what its owner manages; equal values are not listed", () => {
      const target = { ...none, userId: null, profileImageUrl: '/uploads/battlers/t.png', quote: 'Same', isHallOfFame: true };
      expect(mergeOutcome(target, { ...theirs, quote: 'Same' })).toEqual({
        takes: ['coverImageUrl', 'tagline', 'isDeceased', 'deceasedDate', 'memorialNotes'],
        keepsOwn: ['profileImageUrl'],
        ownerManaged: [],
        discardedImageUrls: ['/uploads/battlers/s-photo.png'],
      });
      expect(mergeOutcome({ ...target, userId: 'u7' }, { ...theirs, quote: 'Other' })).toEqual({
        takes: ['isDeceased', 'deceasedDate', 'memorialNotes'],
        keepsOwn: ['profileImageUrl', 'quote'],
        ownerManaged: ['coverImageUrl', 'tagline'],
        discardedImageUrls: ['/uploads/battlers/s-photo.png', '/uploads/battlers/s-cover.png'],
      });
    });
  });

  it('keeps the merge in the state: the name is the target alias', () => {
    const state = [created, merged].reduce(battlerDecider.evolve, battlerDecider.initialState);
    expect(state).toMatchObject({ exists: true, deleted: false, mergedInto: 'b2' });
  });
});
