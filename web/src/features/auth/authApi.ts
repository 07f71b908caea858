import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, USER_SCOPED_TAGS } from './api';
import type { ApiError } from '../../lib/errors';
import type { MessageResponse, User } from '../../lib/types';

import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '../../../../api/features/auth/schemas';

// the request bodies are the API's own zod-inferred types
export type { LoginBody, RegisterBody };

const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null: a 401 is "nobody", not an error. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/auth/user');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: (result.data as User | null) ?? null };
      },
      providesTags: ['CurrentUser'],
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Who is signed in changed: store the new user (or null) and drop per-user caches. */
// same type RTK Query hands to onQueryStarted
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setSignedIn(dispatch: ThunkDispatch<any, any, UnknownAction>, user: User | null) {
  dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
  dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
}

export const authApi = currentUserApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginBody>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) setSignedIn(dispatch, data);
      },
    }),
    register: build.mutation<User, RegisterBody>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) setSignedIn(dispatch, data);
      },
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) setSignedIn(dispatch, null);
      },
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/api/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
