import { CommentCommands } from '../../application/engagement/comment-commands';
import { CommentRemovalMails } from '../../application/engagement/comment-removal-mail.reactor';
import { ViewCommands } from '../../application/engagement/view-commands';
import { VoteCommands } from '../../application/engagement/vote-commands';
import { ballotsProjector } from '../../projections/engagement/ballots.projector';
import { commentsProjector } from '../../projections/engagement/comments.projector';
import { commentsRoutes } from '../features/engagement/comments.router';
import { viewsRoutes } from '../features/engagement/views.router';
import { votesRoutes } from '../features/engagement/votes.router';
import { singletons, type ServerModule } from './module';

/** Votes, views and comments, with an admin's removal of a comment and its notice to the author. */
export const engagementModule: ServerModule = {
  name: 'engagement',
  bind: singletons(VoteCommands, CommentCommands, ViewCommands),
  projectors: [ballotsProjector, commentsProjector],
  reactors: () => [CommentRemovalMails],
  routes: (deps) => [...votesRoutes(deps), ...commentsRoutes(deps), ...viewsRoutes(deps)],
};
