/**
 * What a session store offers beyond express-session's Store: ending every
 * session of one user (password change, reset, ban, deletion), optionally
 * keeping the one the request came from. Answers how many were ended.
 */
export interface SessionRegistry {
  destroyUserSessions(userId: string, exceptSid?: string): Promise<number>;
}
