import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useDeleteClaimRequestMutation, type AdminClaimRequest } from './claimsAdminApi';
import { battlerName, userName } from './rows';

export function DeleteClaimDialog({ claim, onClose }: { claim: AdminClaimRequest | null; onClose: () => void }) {
  const { toast } = useToast();
  const [remove, state] = useDeleteClaimRequestMutation();
  // while the delete runs the question stays: Escape, the backdrop and Cancel wait for the answer
  const busy = state.isLoading;

  const confirm = async () => {
    if (!claim) return;
    try {
      await remove(claim.id).unwrap();
      toast({ title: 'Claim Request Deleted', description: `The claim from ${userName(claim)} for ${battlerName(claim)} was deleted.` });
      onClose();
    } catch (err) {
      toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to delete claim request'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={!!claim} onClose={onClose} title="Delete Claim Request" role="alertdialog" initialFocus="button" busy={busy}>
      {claim && (
        <ConfirmText>
          Delete the claim from <strong>{userName(claim)}</strong> for <strong>{battlerName(claim)}</strong>? This cannot be
          undone, and the user may then request this battler again.
        </ConfirmText>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} loading={busy}>
          Delete Claim Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
