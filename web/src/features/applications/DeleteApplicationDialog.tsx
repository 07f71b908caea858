import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useDeleteBattlerApplicationMutation, useDeleteSponsorshipApplicationMutation } from './applicationsAdminApi';
import { KIND_LABEL, rowName, type ApplicationRow } from './rows';

export function DeleteApplicationDialog({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  const { toast } = useToast();
  const [deleteSponsorship, sponsorState] = useDeleteSponsorshipApplicationMutation();
  const [deleteBattler, battlerState] = useDeleteBattlerApplicationMutation();
  // while the delete runs the question stays: Escape, the backdrop and Cancel wait for the answer
  const busy = sponsorState.isLoading || battlerState.isLoading;

  const confirm = async () => {
    if (!row) return;
    try {
      await (row.kind === 'sponsor' ? deleteSponsorship(row.app.id) : deleteBattler(row.app.id)).unwrap();
      toast({ title: 'Application Deleted', description: `The ${KIND_LABEL[row.kind].toLowerCase()} application from ${rowName(row)} was deleted.` });
      onClose();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete application'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={!!row} onClose={onClose} title="Delete Application" role="alertdialog" initialFocus="button" busy={busy}>
      {row && (
        <ConfirmText>
          Delete the {KIND_LABEL[row.kind].toLowerCase()} application from <strong>{rowName(row)}</strong>? This cannot be
          undone.
          {row.kind === 'battler' && row.app.status === 'approved' && ' The battler loses its approved application.'}
        </ConfirmText>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} loading={busy}>
          Delete Application
        </Button>
      </DialogActions>
    </Dialog>
  );
}
