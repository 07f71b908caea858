import { useGetSettingQuery } from '../settings';

/** Whether YouTube numbers show on battler pages: the setting's value is exactly 'true' (public §3). */
export function useYouTubeViewsVisible(): boolean {
  const { data } = useGetSettingQuery('youtube_views_visible');
  return data?.value === 'true';
}
