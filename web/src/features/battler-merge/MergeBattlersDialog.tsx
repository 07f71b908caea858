import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type { DuplicatePairWire } from '../../../../api/features/battler-merge/wire-types';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { BattlerPicker, picked, type Picked } from './BattlerPicker';
import { DuplicatePairs } from './DuplicatePairs';
import { confirmText, keptFirst } from './format';
import { MergePreview } from './MergePreview';
import { useMergeBattlersMutation, type BattlerName } from './mergeApi';
import { usePreview } from './usePreview';

export interface MergeBattlersDialogProps {
  open: boolean;
  onClose: () => void;
  /** prefilled 'merged away' battler (the Battlers tab's row, a similar battler) */
  source?: BattlerName | null;
  /** prefilled 'kept' battler */
  target?: BattlerName | null;
}

const Pickers = styled.div`
  display: grid;
  gap: 0.5rem;
  .swap { justify-self: start; }
`;

const PairsBox = styled.div`
  margin-bottom: 1rem;
  .toggle { margin-bottom: 0.6rem; }
`;

const Actions = styled(DialogActions)`
  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 auto; }
  }
`;

const brief = (b: { id: string; name: string }): BattlerName => ({ id: b.id, name: b.name });

/**
 * The merge-battlers dialog (admin §2, Users tab; a shortcut from the Battlers tab):
 * choose the battler merged away and the one kept (by name, or from the likely
 * duplicates), see what moves, confirm, merge. Mounted only while open, so each opening
 * starts from its props.
 */
export function MergeBattlersDialog({ onClose, source: initialSource = null, target: initialTarget = null }: MergeBattlersDialogProps) {
  const { toast } = useToast();
  const [source, setSource] = useState<Picked>(() => picked(initialSource));
  const [target, setTarget] = useState<Picked>(() => picked(initialTarget));
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [showPairs, setShowPairs] = useState(false);
  const [merge, { isLoading: merging }] = useMergeBattlersMutation();
  const preview = usePreview(source.battler, target.battler);
  const ids = useId();
  const pairsId = `${ids}-pairs`;
  const confirmId = `${ids}-confirm`;
  const mergeId = `${ids}-merge`;
  const previewId = `${ids}-preview`;

  // a step replaces the dialog's content: focus follows it, never left on a vanished button
  const goTo = (next: 'choose' | 'confirm', focusId: string) => {
    flushSync(() => setStep(next));
    document.getElementById(focusId)?.focus();
  };

  const swap = () => {
    setSource(target);
    setTarget(source);
  };

  const takePair = (pair: DuplicatePairWire) => {
    const { source: s, target: t } = keptFirst(pair);
    setSource(picked(brief(s)));
    setTarget(picked(brief(t)));
    setShowPairs(false);
  };

  const doMerge = async () => {
    const from = source.battler;
    const into = target.battler;
    if (!from || !into) return;
    try {
      const res = await merge({ sourceId: from.id, targetId: into.id }).unwrap();
      const moved = res.videosMoved === 1 ? '1 video moved' : `${res.videosMoved} videos moved`;
      toast({ title: 'Battlers Merged', description: `"${from.name}" was merged into "${res.target.name}" (${moved}).` });
      onClose();
    } catch (err) {
      toast({ title: 'Merge Failed', description: errorMessage(err, 'Failed to merge battlers'), variant: 'destructive' });
      // the preview is fetched again and shows why, where focus lands
      goTo('choose', previewId);
    }
  };

  const from = source.battler;
  const into = target.battler;

  return (
    <Dialog
      open
      onClose={merging ? () => {} : onClose}
      title="Merge Battlers"
      description="Two entries for one battler become one: every video, vote and review moves to the battler kept."
      // a prefilled source leaves the target to choose
      initialFocus={initialSource && !initialTarget ? 'input[name=target]' : 'input[name=source]'}
    >
      {step === 'confirm' && from && into ? (
        <>
          <ConfirmText>{confirmText(from.name, into.name)}</ConfirmText>
          <Actions>
            <Button variant="secondary" onClick={() => goTo('choose', mergeId)} disabled={merging}>
              Back
            </Button>
            <Button id={confirmId} variant="danger" onClick={doMerge} loading={merging}>
              Confirm Merge
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <PairsBox>
            <Button
              className="toggle"
              size="sm"
              variant="ghost"
              aria-expanded={showPairs}
              aria-controls={pairsId}
              onClick={() => setShowPairs((v) => !v)}
            >
              {showPairs ? 'Hide likely duplicates' : 'Show likely duplicates'}
            </Button>
            <div id={pairsId} hidden={!showPairs}>
              {showPairs && <DuplicatePairs onUse={takePair} />}
            </div>
          </PairsBox>
          <Pickers>
            <BattlerPicker name="source" label="Battler to merge away" value={source} onChange={setSource} />
            <Button className="swap" size="sm" variant="secondary" onClick={swap} aria-label="Swap the battler merged away and the battler kept">
              ⇅ Swap
            </Button>
            <BattlerPicker name="target" label="Battler to keep" value={target} onChange={setTarget} />
          </Pickers>
          <MergePreview id={previewId} state={preview} />
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button id={mergeId} variant="danger" onClick={() => goTo('confirm', confirmId)} disabled={preview.kind !== 'ready'}>
              Merge
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
