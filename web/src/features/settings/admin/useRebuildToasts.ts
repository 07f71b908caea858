import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/Toast';
import type { ProcessingStatus } from './projectionsApi';

/**
 * A toast when a rebuild this card saw running has ended: the new model is live, or the
 * rebuild failed (its failure is then the projector's last error) and the old one stays.
 */
export function useRebuildToasts(data: ProcessingStatus | undefined): void {
  const { toast } = useToast();
  const running = useRef(new Map<string, string>());

  useEffect(() => {
    if (!data) return;
    for (const p of data.processors) {
      if (p.rebuild) {
        running.current.set(p.name, p.rebuild.startedAt);
        continue;
      }
      const startedAt = running.current.get(p.name);
      if (startedAt === undefined) continue;
      running.current.delete(p.name);
      if (p.lastError?.type === 'rebuild' && p.lastError.at >= startedAt) {
        toast({ title: 'Rebuild Failed', description: `${p.name}: ${p.lastError.message}. The current read model stays.`, variant: 'destructive' });
      } else {
        toast({ title: 'Rebuild Finished', description: `${p.name} now serves its rebuilt read model.` });
      }
    }
  }, [data, toast]);
}
