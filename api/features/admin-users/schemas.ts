import { z } from 'zod';
import { wholeNumber } from '../../http/paging';
import { ROLES } from '../../../domain/shared/roles';
import { calendarDay } from '../../http/text';
import { AUDIT_ACTIONS } from './audit-actions';

// Request bodies and queries of the admin's user calls: zod and domain constants only, so the web can import the types.

export const roleSchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }),
});

export const resetSchema = z.object({
  newPassword: z.string({ error: 'Password must be at least 8 characters long.' })
    .min(8, 'Password must be at least 8 characters long.').max(200, 'Password is too long'),
});

export type RoleBody = z.input<typeof roleSchema>;
export type AdminResetPasswordBody = z.input<typeof resetSchema>;

/** Audit entries a page holds when the client names no `limit`, and the most it may ask for. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
const AUDIT_PAGES_MAX = 100_000;

/** An empty parameter (`?kind=`, as a form sends an unset filter) is no filter. */
const blankIsNone = (v: unknown) => (v === '' ? undefined : v);

const KIND_RULE = `kind must be one of: ${AUDIT_ACTIONS.join(', ')}`;

/**
 * A page of the audit log, newest first: `limit` entries from the 1-based `page`, of one
 * kind (action), by one actor, between two league days (both included).
 */
export const auditPageSchema = z.object({
  limit: wholeNumber('limit', AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT)
    .meta({ description: `entries a page holds (default ${AUDIT_PAGE_DEFAULT})` }),
  page: wholeNumber('page', AUDIT_PAGES_MAX).default(1)
    .meta({ description: 'which page, from 1 (newest entries first); past the last one answers []' }),
  kind: z.preprocess(blankIsNone, z.enum(AUDIT_ACTIONS, { error: KIND_RULE }).optional())
    .meta({ description: 'only entries of this action (role_changed, ...)' }),
  actor: z.preprocess(blankIsNone, z.string().max(100, 'actor is too long').optional())
    .meta({ description: 'only entries by this actor: a user id, or cli (GET /api/admin/audit/actors lists them)' }),
  from: calendarDay('from').meta({ description: 'first day shown, YYYY-MM-DD, by the league\'s calendar (Arizona)' }),
  to: calendarDay('to').meta({ description: 'last day shown, YYYY-MM-DD, by the league\'s calendar (Arizona), included' }),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export type AuditPageQuery = z.input<typeof auditPageSchema>;
