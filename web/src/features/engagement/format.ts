import { withSeparators } from '../../lib/counts';
import { formatDate } from '../../lib/date';
import { serverMessage } from '../../lib/errors';
import type { Comment, CommentAuthor, CommentThread } from './types';

/** A battler's share of the votes to one decimal (public §9): '37.5%', '0.0%' with no votes. */
export function votePercent(votes: number, total: number): string {
  if (!total || total <= 0 || !Number.isFinite(votes)) return '0.0%';
  return `${((votes / total) * 100).toFixed(1)}%`;
}

export function voteCount(n: number): string {
  return `${withSeparators(n)} ${n === 1 ? 'vote' : 'votes'}`;
}

/** 'firstName lastName', else the username. */
export function authorName(user: CommentAuthor | null | undefined): string {
  if (!user) return 'Former member';
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.username || 'Former member';
}

export function authorInitials(user: CommentAuthor | null | undefined): string {
  if (!user) return '?';
  const s = `${user.firstName?.trim()?.[0] ?? ''}${user.lastName?.trim()?.[0] ?? ''}`;
  return (s || (user.username ?? '?').slice(0, 2)).toUpperCase();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', '5 minutes ago', '3 hours ago', '2 days ago' within a week, then 'MMM d, yyyy'.
 * The time is the server's and `now` the browser's: a comment up to a minute "in the future"
 * (the browser's clock a little behind) is just now too.
 */
export function commentDate(value: string, now: number = Date.now()): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  const age = now - t;
  if (age < -MINUTE || age >= 7 * DAY) return formatDate(t);
  if (age < MINUTE) return 'just now';
  const [n, unit] = age < HOUR ? [Math.floor(age / MINUTE), 'minute'] : age < DAY ? [Math.floor(age / HOUR), 'hour'] : [Math.floor(age / DAY), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** The accessible names of a comment's actions. */
export interface ActionNames {
  reply: string;
  edit: string;
  delete: string;
  remove: string;
}

/**
 * Names for Reply, Edit, Delete and Remove that say which comment they act on: a list of
 * comments otherwise reads as a run of identical buttons. Each starts with its visible word
 * (WCAG 2.5.3, label in name); the date, as shown beside the author, tells one person's
 * comments apart.
 */
export function actionNames(c: Comment, { mine, isReply, now }: { mine: boolean; isReply: boolean; now?: number }): ActionNames {
  const kind = isReply ? 'reply' : 'comment';
  const date = commentDate(c.createdAt, now);
  const posted = date ? `, posted ${date}` : '';
  const byAuthor = `${kind} by ${authorName(c.user)}`;
  return {
    reply: `Reply to ${mine ? `your ${kind}` : byAuthor}${posted}`,
    edit: `Edit your ${kind}${posted}`,
    delete: `Delete your ${kind}${posted}`,
    remove: `Remove ${byAuthor}${posted}`,
  };
}

/** Edited when the last change came more than a second after it was written. */
export function wasEdited(c: Pick<Comment, 'createdAt' | 'updatedAt'>): boolean {
  const created = Date.parse(c.createdAt);
  const updated = Date.parse(c.updatedAt);
  return Number.isFinite(created) && Number.isFinite(updated) && updated - created > 1000;
}

const time = (c: Comment) => {
  const t = Date.parse(c.createdAt);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * The flat list as threads: top-level comments newest first, each with its replies oldest
 * first. A reply whose parent is itself a reply joins the top-level comment at the root of
 * that chain; a reply whose parent is gone (or a looping chain) is shown as top-level rather
 * than lost.
 */
export function nestComments(flat: readonly Comment[]): CommentThread[] {
  const byId = new Map(flat.map((c) => [c.id, c]));
  const rootOf = (c: Comment): Comment => {
    let at = c;
    const seen = new Set<string>([at.id]);
    while (at.parentCommentId) {
      const parent = byId.get(at.parentCommentId);
      if (!parent) break;
      if (seen.has(parent.id)) return c; // a broken chain: show it on its own
      seen.add(parent.id);
      at = parent;
    }
    return at;
  };
  const threads = new Map<string, CommentThread>();
  const order: Comment[] = [];
  for (const c of flat) {
    const root = rootOf(c);
    if (!threads.has(root.id)) {
      threads.set(root.id, { comment: root, replies: [] });
      order.push(root);
    }
    if (root.id !== c.id) threads.get(root.id)!.replies.push(c);
  }
  // Array.prototype.sort is stable: equal times keep the server's order
  const newestFirst = [...order].sort((a, b) => time(b) - time(a));
  return newestFirst.map((root) => {
    const thread = threads.get(root.id)!;
    return { comment: thread.comment, replies: [...thread.replies].sort((a, b) => time(a) - time(b)) };
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** What a failure toast names: the server's message field, else the ApiError's 'status: body text'. */
export function failureText(err: unknown): string {
  const server = serverMessage(err);
  if (server) return server;
  if (isRecord(err) && typeof err.message === 'string' && err.message) return err.message;
  return 'Something went wrong';
}
