import type { EditedBy } from '../../domain/battler/battler';
import type { AuditDescribers } from '../audit/audit-line';

// Events recorded before owners could edit carry neither who nor the name: those were an admin's.
const who = (by: EditedBy | undefined) => (by === 'owner' ? 'the owner' : 'an admin');
const shown = (text: string | null) => (text === null ? 'none' : `"${text}"`);
const changeOf = (url: string | null, previous: string | null) => (url === null ? 'removed' : previous === null ? 'added' : 'changed');

/**
 * A battler's own texts, photo and cover, naming whether its owner or an admin made the
 * edit; and the catalogue's deletions (events, videos, battlers). Every name comes from the
 * event itself, never from a read model, so a rebuild writes the same lines.
 */
export const battlerAuditEntries: AuditDescribers = {
  BattlerProfileUpdated: (e) => ({
    action: 'battler_profile_updated', targetId: e.data.battlerId, targetName: e.data.name ?? e.data.battlerId,
    details: `Tagline ${shown(e.data.tagline)}, quote ${shown(e.data.quote)} (by ${who(e.data.by)})`,
  }),
  BattlerProfileImageChanged: (e) => ({
    action: 'battler_photo_changed', targetId: e.data.battlerId, targetName: e.data.name ?? e.data.battlerId,
    details: `Profile photo ${changeOf(e.data.profileImageUrl, e.data.previousProfileImageUrl)} by ${who(e.data.by)}`,
  }),
  BattlerCoverImageChanged: (e) => ({
    action: 'battler_cover_changed', targetId: e.data.battlerId, targetName: e.data.name,
    details: `Cover image ${changeOf(e.data.coverImageUrl, e.data.previousCoverImageUrl)} by ${e.data.by === 'admin' ? 'an admin' : 'the owner'}`,
  }),
  // a merge (issue 13): the admin's command on the source, then what the target took over (same actor, the reactor's)
  BattlerMerged: (e) => ({
    action: 'battler_merged', targetId: e.data.battlerId, targetName: e.data.name,
    details: `Merged into "${e.data.targetName}" (${e.data.targetId})`,
  }),
  BattlerAbsorbed: async (e, nameOf) => {
    const d = e.data;
    const moved = [
      `${d.approvedApplications.length} approved application${d.approvedApplications.length === 1 ? '' : 's'}`,
      ...(d.userId ? [`owner ${await nameOf(d.userId)}`] : []),
    ];
    return {
      action: 'battler_absorbed', targetId: d.battlerId, targetName: d.name,
      details: `Took over "${d.sourceName}" (${d.sourceId}): ${moved.join(', ')}`,
    };
  },
  BattlerDeleted: (e) => ({
    action: 'battler_deleted', targetId: e.data.battlerId, targetName: e.data.name, details: 'Battler deleted',
  }),
  // its videos follow, each a VideoDeleted of reason event_deleted: this line speaks for them
  LeagueEventDeleted: (e) => ({
    action: 'event_deleted', targetId: e.data.eventId, targetName: e.data.title,
    details: 'Event deleted, with its videos',
  }),
  // named by its title (by its id on deletions recorded before the event kept it); one deleted with its event is folded into the event's line
  VideoDeleted: (e) => (e.data.reason === 'event_deleted' ? null : {
    action: 'video_deleted', targetId: e.data.videoId, targetName: e.data.title ?? e.data.videoId,
    details: `Video deleted (event ${e.data.eventId})`,
  }),
};
