import type { EventStore } from '../ports/event-store';
import type { ProcessorHealth } from '../ports/processing';

/** Lag is counted by reading the log; past this many events it says "at least". */
export const LAG_COUNT_CAP = 10_000;

export interface ProcessorStatus extends ProcessorHealth {
  rebuild: { position: number; startedAt: string } | null;
  /** events in the log after its position (at most LAG_COUNT_CAP; see lagCapped) */
  lagEvents: number;
  lagCapped: boolean;
  /** how long ago the oldest event it has not applied was recorded; 0 when caught up */
  lagSeconds: number;
}

export interface ProcessingStatus {
  head: number;
  processors: ProcessorStatus[];
}

/**
 * Where every projector and reactor is against the head of the log, for operators.
 * Positions are not counts on EventStoreDB (they are byte offsets), so the lag in
 * events is read from the log, once per distinct position, and capped.
 */
export async function processingStatus(events: EventStore, health: readonly ProcessorHealth[], now: Date): Promise<ProcessingStatus> {
  const head = await events.headPosition();
  const lagAt = new Map<number, Promise<{ count: number; capped: boolean; firstAt: string | null }>>();
  const lagOf = (position: number) => {
    let found = lagAt.get(position);
    if (!found) {
      found = countAfter(events, position);
      lagAt.set(position, found);
    }
    return found;
  };
  const processors = await Promise.all(health.map(async (h): Promise<ProcessorStatus> => {
    const rebuild = h.rebuild ?? null;
    if (h.position >= head) return { ...h, rebuild, lagEvents: 0, lagCapped: false, lagSeconds: 0 };
    const lag = await lagOf(h.position);
    const seconds = lag.firstAt ? Math.max(0, (now.getTime() - Date.parse(lag.firstAt)) / 1000) : 0;
    return { ...h, rebuild, lagEvents: lag.count, lagCapped: lag.capped, lagSeconds: Math.round(seconds * 10) / 10 };
  }));
  return { head, processors };
}

async function countAfter(events: EventStore, position: number) {
  let count = 0;
  let firstAt: string | null = null;
  for await (const event of events.readAll(position, { batchSize: 500 })) {
    firstAt ??= event.metadata.at;
    if (++count >= LAG_COUNT_CAP) return { count, capped: true, firstAt };
  }
  return { count, capped: false, firstAt };
}
