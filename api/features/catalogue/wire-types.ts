// What the catalogue answers: the read models through the functions its routers send them through.
import type { adminBattler, MainVideoView, publicBattler, publicEvent, publicVideo } from '../../../application/catalogue/read-model';

export type { BattlerCategory } from '../../../domain/battler/categories';

/** GET /api/events/{id}/main-video and an event's `mainVideo` */
export type MainVideoWire = MainVideoView;
/** GET /api/events */
export type EventWire = ReturnType<typeof publicEvent>;
/** GET /api/events/{id}/videos, /api/admin/videos */
export type VideoWire = ReturnType<typeof publicVideo>;
/** GET /api/battlers/{id}/battles: a video seen from that battler's side */
export type BattleWire = VideoWire & { opponentName: string };
/** GET /api/battlers, /api/battlers/{id} */
export type BattlerWire = ReturnType<typeof publicBattler>;
/** GET /api/admin/battlers */
export type AdminBattlerWire = ReturnType<typeof adminBattler>;
/** GET /api/battlers/names and /api/battlers/search */
export type BattlerNameWire = Pick<BattlerWire, 'id' | 'name'>;
/** GET /api/battlers-with-stats/over-time: the top battlers' wins at a few instants */
export type { StandingsOverTime as StandingsOverTimeWire } from '../../../application/catalogue/standings';
/** GET /api/admin/videos/upload-progress/{uploadId} */
export type { ProgressView as UploadProgressWire } from '../../http/upload-progress';
