import { api } from '../../../app/api';
import type { MessageResponse, Role, User } from '../../../lib/types';

export type AuditAction = 'role_changed' | 'password_reset_by_admin';

export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction | string;
  actorId: string | null;
  actorName: string;
  targetId: string | null;
  targetName: string;
  details: string;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => '/api/admin/users',
      providesTags: ['AdminUsers'],
    }),
    updateUserRole: build.mutation<User, { userId: string; role: Role }>({
      query: ({ userId, role }) => ({ url: `/api/admin/users/${encodeURIComponent(userId)}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['AdminUsers', 'Audit'],
    }),
    resetUserPassword: build.mutation<MessageResponse, { userId: string; newPassword: string }>({
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
