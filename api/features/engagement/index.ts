import { CommentCommands } from '../../../application/engagement/comment-commands';
import { commentRemovalMails } from '../../../application/engagement/comment-removal-mail.reactor';
import { ViewCommands } from '../../../application/engagement/view-commands';
import { VoteCommands } from '../../../application/engagement/vote-commands';
import { ballotsProjector } from '../../../projections/engagement/ballots.projector';
import { commentsProjector } from '../../../projections/engagement/comments.projector';
import { commentsRoutes } from './comments.router';
import { viewsRoutes } from './views.router';
import { votesRoutes } from './votes.router';
import { singletons, type ServerModule } from '../slice';
import { engagementAuditEntries } from '../../../projections/engagement/audit-entries';

/** Votes, views and comments, with an admin's removal of a comment and its notice to the author. */
export const engagementSlice: ServerModule = {
  name: 'engagement',
  bind: singletons(VoteCommands, CommentCommands, ViewCommands),
  projectors: [ballotsProjector, commentsProjector],
  reactors: () => [commentRemovalMails],
  audit: engagementAuditEntries,
  routes: (deps) => [...votesRoutes(deps), ...commentsRoutes(deps), ...viewsRoutes(deps)],
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
