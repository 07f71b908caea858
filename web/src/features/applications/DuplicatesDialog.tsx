import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';

/**
 * The spec does not show what duplicate detection does, and the battler search and merge
 * it needs come with the YouTube and battler-merge release: until then the button says so
 * rather than showing results it cannot have.
 */
export function DuplicatesDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  return (
    <Dialog open={name !== null} onClose={onClose} title="Duplicate Detection" initialFocus="button">
      <ConfirmText>
        Finding and merging duplicate battlers arrives with the YouTube and battler-merge release, so no search was made
        for <strong>{name}</strong>.
      </ConfirmText>
      <ConfirmText>
        Until then, look for a battler with a similar name in the Battlers tab before approving: approval links the
        application to the battler with exactly this name (ignoring case), or creates one.
      </ConfirmText>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
