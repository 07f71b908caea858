import { useEffect, useMemo, useRef } from 'react';
import { api } from './api';
import { useAppDispatch } from '../../lib/hooks';
import { videosAdminApi, type RenditionJob, useGetRenditionJobsQuery } from './videosAdminApi';

/** How often the job list is polled while a job is pending or running. */
export const RENDITION_POLL_MS = 2000;

const unfinished = (j: RenditionJob) => j.status === 'pending' || j.status === 'running';
const jobKey = (j: RenditionJob) => `${j.videoId}:${j.quality}`;
const NO_JOBS: ReadonlyMap<string, RenditionJob[]> = new Map();

/**
 * The background transcoding jobs by video id. Polls every 2 s only while a job is
 * pending or running; when a job turns done the 'Videos' tag is invalidated, so the
 * lists' availableQualities (and the job list itself) refresh.
 */
export function useRenditionJobs(): ReadonlyMap<string, RenditionJob[]> {
  const dispatch = useAppDispatch();
  // the cached answer decides the interval of the subscription below
  const { data: cached } = videosAdminApi.endpoints.getRenditionJobs.useQueryState();
  const busy = cached?.some(unfinished) ?? false;
  const { data } = useGetRenditionJobsQuery(undefined, {
    pollingInterval: busy ? RENDITION_POLL_MS : 0,
    // live state: a cached list from an earlier visit to the tab is re-read
    refetchOnMountOrArgChange: true,
  });

  const seen = useRef<Map<string, RenditionJob['status']> | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = new Map(data.map((j) => [jobKey(j), j.status]));
    if (before && data.some((j) => j.status === 'done' && before.get(jobKey(j)) !== 'done')) {
      dispatch(api.util.invalidateTags(['Videos']));
    }
  }, [data, dispatch]);

  return useMemo(() => {
    if (!data?.length) return NO_JOBS;
    const byVideo = new Map<string, RenditionJob[]>();
    for (const j of data) byVideo.set(j.videoId, [...(byVideo.get(j.videoId) ?? []), j]);
    return byVideo;
  }, [data]);
}
