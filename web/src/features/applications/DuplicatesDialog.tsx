import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { MergeBattlersDialog, SimilarBattlers, type BattlerName } from '../battler-merge';

/** The battler application a search is for: its battlerName, and the battler an approval linked it to. */
export interface DuplicatesOf {
  name: string;
  battlerId: string | null;
}

/**
 * Duplicate detection for a battler application: the existing battlers its name may mean,
 * each with a merge (the merge dialog takes this dialog's place, and gives it back) and
 * its public page.
 */
export function DuplicatesDialog({ of, onClose }: { of: DuplicatesOf | null; onClose: () => void }) {
  const [merging, setMerging] = useState<{ source: BattlerName; target: BattlerName | null } | null>(null);
  return (
    <>
      <Dialog
        open={of !== null && merging === null}
        onClose={onClose}
        title="Duplicate Detection"
        description={of ? `Existing battlers whose names match “${of.name}”` : undefined}
        initialFocus="button"
      >
        {of && (
          <SimilarBattlers name={of.name} linkedBattlerId={of.battlerId} onMerge={(source, target) => setMerging({ source, target })} />
        )}
        <DialogActions style={{ marginTop: '1rem' }}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <MergeBattlersDialog
        open={of !== null && merging !== null}
        source={merging?.source}
        target={merging?.target}
        onClose={() => setMerging(null)}
      />
    </>
  );
}
