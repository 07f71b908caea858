import { RESET_FAILED_TITLE } from '../../../../domain/youtube/limits';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useResetYoutubeMutation } from './youtubeAdminApi';

/** The confirmation before a battler's YouTube videos, reviews, totals, error and sync time are cleared. */
export function ResetYoutubeDialog({ battler, onClose }: { battler: { id: string; name: string } | null; onClose: () => void }) {
  const { toast } = useToast();
  const [reset, { isLoading }] = useResetYoutubeMutation();

  const confirm = async () => {
    if (!battler) return;
    try {
      await reset(battler.id).unwrap();
      toast({ title: 'YouTube Data Reset', description: `${battler.name}'s YouTube videos and totals were cleared.` });
      onClose();
    } catch (err) {
      toast({ title: RESET_FAILED_TITLE, description: errorMessage(err, 'Failed to reset YouTube data'), variant: 'destructive' });
      onClose();
    }
  };

  return (
    <Dialog open={!!battler} onClose={isLoading ? () => undefined : onClose} title="Reset YouTube Data" role="alertdialog" initialFocus="button">
      <ConfirmText>
        Clear every YouTube video matched to <strong>{battler?.name}</strong>, with its reviews, the totals, the last error and
        the sync time? The next sync starts from scratch.
      </ConfirmText>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} loading={isLoading}>
          Reset YouTube Data
        </Button>
      </DialogActions>
    </Dialog>
  );
}
