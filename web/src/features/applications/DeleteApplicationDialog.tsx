import { DeleteSubmissionDialog } from '../../components/review-queue';
import { useDeleteBattlerApplicationMutation, useDeleteSponsorshipApplicationMutation } from './applicationsAdminApi';
import { KIND_LABEL, rowName, type ApplicationRow } from './rows';

const kindText = (row: ApplicationRow) => KIND_LABEL[row.kind].toLowerCase();

export function DeleteApplicationDialog({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  const [deleteSponsorship, sponsorState] = useDeleteSponsorshipApplicationMutation();
  const [deleteBattler, battlerState] = useDeleteBattlerApplicationMutation();
  return (
    <DeleteSubmissionDialog
      item={row}
      onClose={onClose}
      title="Delete Application"
      busy={sponsorState.isLoading || battlerState.isLoading}
      remove={(r) => (r.kind === 'sponsor' ? deleteSponsorship(r.app.id) : deleteBattler(r.app.id)).unwrap()}
      done={(r) => ({ title: 'Application Deleted', description: `The ${kindText(r)} application from ${rowName(r)} was deleted.` })}
      failTitle="Error"
      failFallback="Failed to delete application"
    >
      {(r) => (
        <>
          Delete the {kindText(r)} application from <strong>{rowName(r)}</strong>? This cannot be undone.
          {r.kind === 'battler' && r.app.status === 'approved' && ' The battler loses its approved application.'}
        </>
      )}
    </DeleteSubmissionDialog>
  );
}
