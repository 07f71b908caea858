import { useState } from 'react';
import { Button } from '../../components/Button';
import { MergeBattlersDialog } from './lazyParts';

/** The Users tab's way in (admin §2: 'A merge-battlers dialog exists'). */
export function MergeBattlersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Merge Battlers
      </Button>
      <MergeBattlersDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
