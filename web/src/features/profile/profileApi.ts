import { api } from './api';
import type { MessageResponse, User } from '../../lib/types';

import type { ChangePasswordBody, ProfileBody } from '../../../../api/features/profile/schemas';

// the request bodies are the API's own zod-inferred types
export type { ProfileBody };
export type PasswordBody = ChangePasswordBody;

export interface AvatarResponse {
  profilePictureUrl: string;
  user: User;
}

const profileReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<User, void>({
      query: () => '/api/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const profileApi = profileReadApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileBody>({
      query: (body) => ({ url: '/api/profile', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(profileReadApi.util.upsertQueryData('getProfile', undefined, data));
      },
      // comments show their author's name and picture, which the server rewrites
      invalidatesTags: (_r, error) => (error ? [] : ['Comments']),
    }),
    changePassword: build.mutation<MessageResponse, PasswordBody>({
      query: (body) => ({ url: '/api/profile/password', method: 'PUT', body }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useChangePasswordMutation } = profileApi;

export const setProfile = (user: User) => profileReadApi.util.upsertQueryData('getProfile', undefined, user);
