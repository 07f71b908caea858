import type { FirstData } from '../../lib/featureModule';
import { catalogueApi } from '../catalogue';
import { MAIN_VIDEO_CANDIDATES, pastEvents } from './featured';

/** The events, then the newest past events' main videos, as useLatestBattles asks for them. */
export const landingFirstData: FirstData = async (dispatch) => {
  const events = await dispatch(catalogueApi.endpoints.getEvents.initiate(undefined));
  const ids = pastEvents(events.data ?? [], Date.now()).slice(0, MAIN_VIDEO_CANDIDATES).map((e) => e.id);
  await Promise.all(ids.map((id) => dispatch(catalogueApi.endpoints.getMainVideo.initiate(id))));
};
