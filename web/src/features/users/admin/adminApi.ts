import { api } from '../../../app/api';
import type { MessageResponse, User } from '../../../lib/types';

import type { AdminResetPasswordBody, RoleBody } from '../../../../../api/features/admin-users/schemas';
import type { AuditEntryWire } from '../../../../../api/wire-types';

export type AuditEntry = AuditEntryWire;
export type AuditAction = AuditEntry['action'];

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
    getAudit: build.query<AuditEntry[], void>({
      query: () => '/api/admin/audit',
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetUsersQuery, useUpdateUserRoleMutation, useResetUserPasswordMutation, useGetAuditQuery } = adminApi;
