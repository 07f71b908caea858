import { api } from '../api';
import type { MessageResponse, User } from '../../../lib/types';

import type { AdminResetPasswordBody, RoleBody } from '../../../../../api/features/admin-users/schemas';
import type { AuditEntryWire } from '../../../../../api/features/admin-users/wire-types';
import type { AuditActor } from '../../../../../application/users/read-model';
import { auditQuery, type AuditFilters } from './auditFilters';

export type AuditEntry = AuditEntryWire;
export type AuditAction = AuditEntry['action'];
export type { AuditActor };

/** Audit entries a page asks for; the server's default too. */
export const AUDIT_PAGE = 50;

/**
 * One page of the audit log. The answer is a bare array, so the count and whether there
 * is more come in its headers: X-Total-Count (the entries the filters match) and a Link
 * with rel="next" until the last page.
 */
export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  hasMore: boolean;
}

function auditPage(entries: AuditEntry[], headers: Headers | undefined): AuditPage {
  const said = Number(headers?.get('X-Total-Count') ?? NaN);
  return {
    entries,
    total: Number.isInteger(said) && said >= entries.length ? said : entries.length,
    hasMore: /rel="?next"?/.test(headers?.get('Link') ?? ''),
  };
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => '/api/admin/users',
      providesTags: ['AdminUsers'],
    }),
    updateUserRole: build.mutation<User, { userId: string } & RoleBody>({
      query: ({ userId, role }) => ({ url: `/api/admin/users/${encodeURIComponent(userId)}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['AdminUsers', 'Audit'],
    }),
    resetUserPassword: build.mutation<MessageResponse, { userId: string } & AdminResetPasswordBody>({
      query: ({ userId, newPassword }) => ({
        url: `/api/admin/users/${encodeURIComponent(userId)}/reset-password`,
        method: 'POST',
        body: { newPassword },
      }),
      invalidatesTags: ['Audit'],
    }),
    /** The log a page at a time, newest first; each set of filters is its own list. */
    getAudit: build.infiniteQuery<AuditPage, AuditFilters | void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => `/api/admin/audit?${auditQuery(queryArg ?? {}, AUDIT_PAGE, pageParam)}`,
      transformResponse: (entries: AuditEntry[], meta) => auditPage(entries, meta?.response?.headers),
      providesTags: ['Audit'],
    }),
    /** The actor filter's choices: who appears in the log. */
    getAuditActors: build.query<AuditActor[], void>({
      query: () => '/api/admin/audit/actors',
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useGetUsersQuery, useUpdateUserRoleMutation, useResetUserPasswordMutation, useGetAuditInfiniteQuery, useGetAuditActorsQuery,
} = adminApi;
