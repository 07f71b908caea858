import { inject, injectable } from 'inversify';
import type { Role } from '../../domain/shared/roles';
import { conflict, invalid, notFound } from '../../domain/shared/errors';
import { type Actor, sameEmail, userDecider, userStream } from '../../domain/user/user';
import { type ReservationKind, reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import {
  INVALID_TOKEN, RESET_TOKEN_TTL_MS, passwordResetDecider, passwordResetStream,
} from '../../domain/password-reset/password-reset';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { BlobStorage, IdGenerator, PasswordHasher } from '../ports/services';
import { TOKENS } from '../tokens';
import { hashToken, type ResetTokens } from './reset-tokens';

export interface RegisterInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** The outcome of a command: whom it touched and where the log now stands. */
export interface Written {
  userId: string;
  position: number;
}

/** where avatars are stored, under the public uploads path */
const UPLOADS = '/uploads/';
const AVATARS = 'avatars/';

const CHANGED_MEANWHILE = 'The item was changed by someone else at the same time. Please try again.';

@injectable()
export class UserCommands {
  // verifying against a real hash for unknown users keeps login time flat
  private dummyHash: Promise<string> | null = null;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.ResetTokens) private readonly tokens: ResetTokens,
  ) {}

  private reserve(kind: ReservationKind, value: string, ownerId: string, ctx: CommandContext) {
    return handleCommand(this.events, reservationStream(kind, value), reservationDecider,
      { type: 'Reserve', kind, value, ownerId }, ctx);
  }

  private release(kind: ReservationKind, value: string, ownerId: string, ctx: CommandContext) {
    return handleCommand(this.events, reservationStream(kind, value), reservationDecider,
      { type: 'Release', kind, value, ownerId }, ctx);
  }

  /**
   * Compensation: gives back a value reserved for a step that then failed. A failed
   * release only leaves the value held; the step's own error is the one to answer.
   */
  private async unreserve(kind: ReservationKind, value: string, ownerId: string, ctx: CommandContext): Promise<void> {
    await this.release(kind, value, ownerId, ctx).catch(() => undefined);
  }

  /** The user as recorded now; null when the store cannot say (then nothing is released). */
  private async recorded(userId: string) {
    return loadStream(this.events, userStream(userId), userDecider).then(({ state }) => state, () => null);
  }

  /** Releases an email of the user's unless it is the one the user has now (a concurrent change of theirs set it). */
  private async releaseEmailUnlessHeld(userId: string, email: string, ctx: CommandContext): Promise<void> {
    const user = await this.recorded(userId);
    if (!user || (user.exists && sameEmail(user.email, email))) return;
    await this.unreserve('email', email, userId, ctx);
  }

  /** The owner of a reserved username or email, read from its reservation stream. */
  async ownerOf(kind: ReservationKind, value: string): Promise<string | null> {
    const { state } = await loadStream(this.events, reservationStream(kind, value), reservationDecider);
    return state.ownerId;
  }

  /**
   * Records the account and signs it up for its username and email. A taken username
   * is refused (names are public); a taken email is not: the account is made all the
   * same, showing the address as typed but not holding it, so the answer does not tell
   * whether the address has an account. The address's holder is told by mail (the
   * TakenEmailNotice reactor); no mail of this account goes to that address.
   */
  async register(input: RegisterInput, ctx: CommandContext): Promise<Written> {
    const userId = this.ids.next();
    const passwordHash = await this.hasher.hash(input.password);
    await this.reserve('username', input.username, userId, ctx);
    let emailTaken = false;
    try {
      await this.reserve('email', input.email, userId, ctx);
    } catch (err) {
      const holder = await this.ownerOf('email', input.email).catch(() => null);
      emailTaken = holder !== null && holder !== userId;
      if (!emailTaken) {
        await this.unreserve('username', input.username, userId, ctx);
        throw err;
      }
    }
    try {
      const { position } = await handleCommand(this.events, userStream(userId), userDecider, {
        type: 'Register', userId, username: input.username, email: input.email,
        firstName: input.firstName, lastName: input.lastName, passwordHash, emailTaken,
      }, { ...ctx, actorId: ctx.actorId ?? userId });
      return { userId, position };
    } catch (err) {
      // the user was not recorded (the id is new: a recorded one is this very append, whose answer was lost): the names are free again
      const user = await this.recorded(userId);
      if (user && !user.exists) {
        if (!emailTaken) await this.unreserve('email', input.email, userId, ctx);
        await this.unreserve('username', input.username, userId, ctx);
      }
      throw err;
    }
  }

  /**
   * The user id when the credentials match, else null. A match on a hash made with
   * older parameters (or scrypt) records the password re-hashed with today's.
   */
  async authenticate(username: string, password: string, ctx: CommandContext): Promise<string | null> {
    const userId = await this.ownerOf('username', username);
    if (!userId) {
      // a refused first hash (busy) must not stay cached as the answer for good
      this.dummyHash ??= this.hasher.hash('not-a-real-password').catch((err: unknown) => {
        this.dummyHash = null;
        throw err;
      });
      await this.hasher.verify(await this.dummyHash, password);
      return null;
    }
    const { state } = await loadStream(this.events, userStream(userId), userDecider);
    if (!state.exists) return null;
    if (!(await this.hasher.verify(state.passwordHash, password))) return null;
    if (this.hasher.needsRehash(state.passwordHash)) await this.rehash(userId, state.passwordHash, password, ctx);
    return userId;
  }

  private async rehash(userId: string, verifiedHash: string, password: string, ctx: CommandContext): Promise<void> {
    try {
      const passwordHash = await this.hasher.hash(password);
      await handleCommand(this.events, userStream(userId), userDecider,
        { type: 'RehashPassword', verifiedHash, passwordHash }, { ...ctx, actorId: ctx.actorId ?? userId });
    } catch {
      // the old hash still verifies: a busy hasher or a concurrent write only puts this off to the next sign-in
    }
  }

  async updateProfile(userId: string, input: { firstName: string; lastName: string; email: string }, ctx: CommandContext): Promise<Written> {
    const { state } = await loadStream(this.events, userStream(userId), userDecider);
    if (!state.exists) throw notFound('User not found');
    const reserved = !sameEmail(state.email, input.email);
    if (reserved) await this.reserve('email', input.email, userId, ctx);
    // the email this change replaces: the user's at the append, which a concurrent change of theirs may have set
    let replaced = state.email;
    let position: number;
    try {
      ({ position } = await handleCommand(this.events, userStream(userId), userDecider, (current) => {
        // an edit that kept the email it was shown must not put back one a concurrent change gave up
        if (current.exists && !reserved && !sameEmail(current.email, input.email)) throw conflict(CHANGED_MEANWHILE);
        replaced = current.email;
        return { type: 'UpdateProfile' as const, ...input };
      }, ctx));
    } catch (err) {
      if (reserved) await this.releaseEmailUnlessHeld(userId, input.email, ctx);
      throw err;
    }
    if (!sameEmail(replaced, input.email)) await this.releaseEmailUnlessHeld(userId, replaced, ctx);
    return { userId, position };
  }

  async changePassword(userId: string, currentPassword: string, newPassword: string, ctx: CommandContext): Promise<Written> {
    const { state } = await loadStream(this.events, userStream(userId), userDecider);
    if (!state.exists) throw notFound('User not found');
    const currentPasswordValid = await this.hasher.verify(state.passwordHash, currentPassword);
    const passwordHash = currentPasswordValid ? await this.hasher.hash(newPassword) : '';
    const { position } = await handleCommand(this.events, userStream(userId), userDecider,
      { type: 'ChangePassword', currentPasswordValid, passwordHash }, ctx);
    return { userId, position };
  }

  /** Stores the picture, points the user at it, then deletes the file it replaced (or the new one, if refused). */
  async changeAvatar(userId: string, image: { bytes: Buffer; mime: string; ext: string }, ctx: CommandContext): Promise<Written & { profilePictureUrl: string }> {
    const key = `${AVATARS}${this.ids.next()}.${image.ext}`;
    await this.blobs.put(key, image.bytes, image.mime);
    const profilePictureUrl = `${UPLOADS}${key}`;
    let written;
    try {
      written = await handleCommand(this.events, userStream(userId), userDecider,
        { type: 'ChangeAvatar', profilePictureUrl }, ctx);
    } catch (err) {
      await this.blobs.delete(key);
      throw err;
    }
    const changed = written.events[0];
    if (changed?.type === 'AvatarChanged') await this.deleteAvatarFile(changed.data.previousProfilePictureUrl);
    return { userId, position: written.position, profilePictureUrl };
  }

  /** An avatar file no profile points at any more goes (the log keeps its address); only ours, under avatars/. */
  private async deleteAvatarFile(url: string | null | undefined): Promise<void> {
    if (url?.startsWith(`${UPLOADS}${AVATARS}`)) await this.blobs.delete(url.slice(UPLOADS.length)).catch(() => undefined);
  }

  async changeRole(actor: Actor, targetId: string, role: Role, ctx: CommandContext): Promise<Written> {
    const { position } = await handleCommand(this.events, userStream(targetId), userDecider,
      { type: 'ChangeRole', actor, role }, ctx);
    return { userId: targetId, position };
  }

  async resetPasswordByAdmin(actor: Actor, targetId: string, newPassword: string, ctx: CommandContext): Promise<Written> {
    const passwordHash = await this.hasher.hash(newPassword);
    const { position } = await handleCommand(this.events, userStream(targetId), userDecider,
      { type: 'ResetPasswordByAdmin', actor, passwordHash }, ctx);
    return { userId: targetId, position };
  }

  /**
   * Records a reset request when the email is known; says nothing either way. The
   * mail goes out from the PasswordResetMail reactor, so the answer takes the same
   * time whether or not the address is known.
   */
  async forgotPassword(email: string, ctx: CommandContext): Promise<void> {
    const userId = await this.ownerOf('email', email);
    if (!userId) return;
    const { state } = await loadStream(this.events, userStream(userId), userDecider);
    if (!state.exists) return;
    const requestId = this.ids.next();
    const tokenHash = hashToken(this.tokens.tokenFor(requestId));
    const expiresAt = new Date(ctx.at.getTime() + RESET_TOKEN_TTL_MS).toISOString();
    await handleCommand(this.events, passwordResetStream(tokenHash), passwordResetDecider,
      { type: 'RequestReset', userId, tokenHash, expiresAt, requestId }, ctx);
  }

  /** Uses the token once and sets the new password; returns the user whose sessions must end. */
  async resetPassword(token: string, newPassword: string, ctx: CommandContext): Promise<Written> {
    if (!/^[0-9a-f]{64}$/.test(token)) throw invalid(INVALID_TOKEN);
    const stream = passwordResetStream(hashToken(token));
    const useToken = { type: 'UseToken' as const, now: ctx.at.toISOString() };
    // an unknown, used or expired token is refused before the hasher's work is spent on it
    passwordResetDecider.decide(useToken, (await loadStream(this.events, stream, passwordResetDecider)).state);
    // hashed before the token is spent: a refused hash (busy) leaves the token for the retry
    const passwordHash = await this.hasher.hash(newPassword);
    // two resets with one token race here: the stream's revision lets exactly one spend it
    const used = await handleCommand(this.events, stream, passwordResetDecider, useToken, ctx);
    const userId = (used.events[0].data as { userId: string }).userId;
    const { position } = await handleCommand(this.events, userStream(userId), userDecider,
      { type: 'ResetPasswordWithToken', passwordHash }, { ...ctx, actorId: ctx.actorId ?? userId });
    return { userId, position };
  }
}
