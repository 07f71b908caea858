import { skipToken } from '@reduxjs/toolkit/query/react';
import { MERGE_SAME_BATTLER } from '../../../../domain/battler/limits';
import type { MergePreviewWire } from '../../../../api/features/battler-merge/wire-types';
import { failText } from './format';
import { useGetMergePreviewQuery, type BattlerName } from './mergeApi';

export type PreviewState =
  | { kind: 'incomplete'; preview?: undefined }
  | { kind: 'loading'; preview?: undefined }
  | { kind: 'error'; message: string; preview?: undefined }
  | { kind: 'refused'; refusal: string; preview?: MergePreviewWire }
  | { kind: 'ready'; preview: MergePreviewWire };

/**
 * The preview of merging `source` into `target`, fetched afresh for each pair (a merge
 * elsewhere changes it); the same battler twice is refused here, with the server's text.
 */
export function usePreview(source: BattlerName | null, target: BattlerName | null): PreviewState {
  const same = !!source && !!target && source.id === target.id;
  const args = source && target && !same ? { sourceId: source.id, targetId: target.id } : skipToken;
  const { data, error, isFetching } = useGetMergePreviewQuery(args, { refetchOnMountOrArgChange: true });
  if (!source || !target) return { kind: 'incomplete' };
  if (same) return { kind: 'refused', refusal: MERGE_SAME_BATTLER };
  // isFetching, not isLoading: a refetch after a refused merge must not show the old answer as current
  if (isFetching) return { kind: 'loading' };
  if (error) return { kind: 'error', message: failText(error) };
  if (!data) return { kind: 'loading' };
  return data.refusal ? { kind: 'refused', refusal: data.refusal, preview: data } : { kind: 'ready', preview: data };
}
