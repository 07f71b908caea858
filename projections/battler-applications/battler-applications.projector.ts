import { BATTLER_APPLICATIONS, type BattlerApplicationView } from '../../application/battler-applications/read-model';
import { applyOnce, defineProjector } from '../projector';
import { usernames } from '../usernames';

const reviewers = usernames('battler_applications');

/**
 * The battler applications: the admin list and each applicant's own list (one
 * collection). The reviewer is named from its own lookup of usernames
 * (battler_applications_usernames), fed by UserRegistered.
 */
export const battlerApplicationsProjector = defineProjector({
  name: 'battler_applications',
  // 2: reviewers' names from its own lookup (a stored model is rebuilt to fill it)
  version: 2,
  collections: [reviewers.collection],
  handles: [
    'UserRegistered',
    'BattlerApplicationSubmitted', 'BattlerApplicationReviewed', 'BattlerApplicationDeleted',
    'BattlerApplicationLinkRecorded', 'BattlerApplicationLinkCleared', 'BattlerAbsorbed',
  ],
  async apply(event, store) {
    const applications = store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS);
    if (event.type === 'UserRegistered') return reviewers.remember(store, event);
    if (event.type === 'BattlerAbsorbed') {
      // a merge: the applications linked to the source name the target now
      const { battlerId, approvedApplications } = event.data;
      for (const id of approvedApplications) {
        await applyOnce(applications, id, event.position, (current) => current && { ...current, battlerId });
      }
      return;
    }
    const id = event.data.applicationId;
    const edit = (change: (current: BattlerApplicationView) => Partial<BattlerApplicationView>) =>
      applyOnce(applications, id, event.position, (current) => current && { ...current, ...change(current) });
    switch (event.type) {
      case 'BattlerApplicationSubmitted': {
        const { applicationId: _id, ...d } = event.data;
        await applyOnce(applications, id, event.position, () => ({
          id, ...d, status: 'pending' as const, reviewNotes: null, reviewedAt: null, reviewedBy: null, battlerId: null,
          createdAt: event.metadata.at, submittedPosition: event.position,
        }));
        return;
      }
      case 'BattlerApplicationReviewed': {
        const { reviewerId, status, reviewNotes } = event.data;
        const reviewer = await reviewers.of(store, reviewerId);
        await edit(() => ({ status, reviewNotes, reviewedAt: event.metadata.at, reviewedBy: reviewer ?? reviewerId }));
        return;
      }
      case 'BattlerApplicationDeleted':
        await applyOnce(applications, id, event.position, () => null);
        return;
      case 'BattlerApplicationLinkRecorded':
        await edit(() => ({ battlerId: event.data.battlerId }));
        return;
      case 'BattlerApplicationLinkCleared':
        await edit(() => ({ battlerId: null }));
        return;
    }
  },
});
