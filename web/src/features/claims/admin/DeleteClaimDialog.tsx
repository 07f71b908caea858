import { DeleteSubmissionDialog } from '../../../components/review-queue';
import { useDeleteClaimRequestMutation, type AdminClaimRequest } from '../claimsApi';
import { battlerName, userName } from './rows';

export function DeleteClaimDialog({ claim, onClose }: { claim: AdminClaimRequest | null; onClose: () => void }) {
  const [remove, state] = useDeleteClaimRequestMutation();
  return (
    <DeleteSubmissionDialog
      item={claim}
      onClose={onClose}
      title="Delete Claim Request"
      busy={state.isLoading}
      remove={(c) => remove(c.id).unwrap()}
      done={(c) => ({ title: 'Claim Request Deleted', description: `The claim from ${userName(c)} for ${battlerName(c)} was deleted.` })}
      failTitle="Delete Failed"
      failFallback="Failed to delete claim request"
    >
      {(c) => (
        <>
          Delete the claim from <strong>{userName(c)}</strong> for <strong>{battlerName(c)}</strong>? This cannot be undone,
          and the user may then request this battler again.
        </>
      )}
    </DeleteSubmissionDialog>
  );
}
