import { api } from './api';
import type { ApiError } from '../../lib/errors';
import type { MessageResponse } from '../../lib/types';
import type { SettingWire } from '../../../../api/features/settings/wire-types';
import type { SettingKey } from '../../../../domain/settings/limits';

export type { SettingKey };

export type SystemSetting = SettingWire;

/** Setting reads: 404 means "no value" (null); other failures say what went wrong as every list does. */
async function readSetting(
  key: SettingKey,
  baseQuery: (arg: string) => unknown,
): Promise<{ data: SystemSetting | null } | { error: ApiError }> {
  const result = (await baseQuery(`/api/system-settings/${key}`)) as { data?: unknown; error?: unknown; meta?: unknown };
  if (result.error) {
    const error = result.error as ApiError;
    if (error.status === 404) return { data: null };
    return { error };
  }
  return { data: (result.data as SystemSetting | null) ?? null };
}

const SITE_LOGO_SECONDS = 5 * 60;

const settingsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The uploaded site logo (null: use the default), cached five minutes. */
    getSiteLogo: build.query<SystemSetting | null, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => readSetting('site_logo', baseQuery),
      providesTags: [{ type: 'Setting', id: 'site_logo' }],
      keepUnusedDataFor: SITE_LOGO_SECONDS,
    }),
    getSetting: build.query<SystemSetting | null, Exclude<SettingKey, 'site_logo'>>({
      queryFn: (key, _api, _extra, baseQuery) => readSetting(key, baseQuery),
      providesTags: (_r, _e, key) => [{ type: 'Setting', id: key }],
    }),
  }),
});

export const settingsApi = settingsReadApi.injectEndpoints({
  endpoints: (build) => ({
    updateSetting: build.mutation<SystemSetting, { key: Exclude<SettingKey, 'site_logo'>; value: string }>({
      query: ({ key, value }) => ({ url: `/api/admin/system-settings/${key}`, method: 'PUT', body: { value } }),
      async onQueryStarted({ key, value }, { dispatch, queryFulfilled }) {
        // optimistic: the choice shows at once; a failure re-reads the stored value
        dispatch(settingsReadApi.util.upsertQueryData('getSetting', key, { key, value }));
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(settingsReadApi.util.upsertQueryData('getSetting', key, data));
        } catch {
          dispatch(settingsReadApi.util.invalidateTags([{ type: 'Setting', id: key }]));
        }
      },
    }),
    deleteLogo: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/admin/system-settings/logo', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (ok) dispatch(settingsReadApi.util.upsertQueryData('getSiteLogo', undefined, null));
      },
    }),
  }),
});

export const { useGetSiteLogoQuery, useGetSettingQuery, useUpdateSettingMutation, useDeleteLogoMutation } = settingsApi;

/** The site logo setting; refetched on mount when the cached copy is older than five minutes. */
export function useSiteLogo() {
  return useGetSiteLogoQuery(undefined, { refetchOnMountOrArgChange: SITE_LOGO_SECONDS });
}

export const setSiteLogo = (setting: SystemSetting | null) => settingsReadApi.util.upsertQueryData('getSiteLogo', undefined, setting);
