import { BATTLER_APPLICATIONS, type BattlerApplicationView } from '../../application/battler-applications/read-model';
import { USERS, type UserView } from '../../application/users/read-model';
import { applyOnce, defineProjector } from '../projector';

/**
 * The battler applications: the admin list and each applicant's own list (one
 * collection). The reviewer is named as the users read model knows them at the
 * review's position (users are projected first), so a replay names them the same.
 */
export const battlerApplicationsProjector = defineProjector({
  name: 'battler_applications',
  readsFrom: ['users'],
  handles: [
    'BattlerApplicationSubmitted', 'BattlerApplicationReviewed', 'BattlerApplicationDeleted',
    'BattlerApplicationLinkRecorded', 'BattlerApplicationLinkCleared', 'BattlerAbsorbed',
  ],
  async apply(event, store) {
    const applications = store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS);
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
        const reviewer = await store.collection<UserView>(USERS).get(reviewerId);
        await edit(() => ({ status, reviewNotes, reviewedAt: event.metadata.at, reviewedBy: reviewer?.username ?? reviewerId }));
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
