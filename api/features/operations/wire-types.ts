// What operators see of the projectors and reactors (issue 14).

import type { ProcessorHealth } from '../../../application/ports/processing';

/** GET /api/admin/projections: every projector and reactor against the head of the log */
export interface ProcessingStatusWire {
  /** the log's last position (SQLite: the event count; EventStoreDB: a byte offset) */
  head: number;
  processors: (Omit<ProcessorHealth, 'rebuild'> & {
    lagEvents: number;
    /** more events than were counted (10 000) */
    lagCapped: boolean;
    lagSeconds: number;
    /** a projector's rebuild under way (its replay's position, against head); null otherwise and for reactors */
    rebuild: { position: number; startedAt: string } | null;
  })[];
}

/** POST /api/admin/projections/{name}/rebuild (202): the rebuild has started; follow it in the status's `rebuild`. */
export interface RebuildStartedWire {
  name: string;
  rebuild: { position: number; startedAt: string };
}
