import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  API_TEST_FAILED_TITLE,
  BATCH_SYNC_FAILED_TITLE,
  BATCH_SYNC_MAX,
  DAILY_QUOTA_EXHAUSTED,
} from '../../../../domain/youtube/limits';
import { Button } from '../../components/Button';
import { ErrorText, InputControl, Label } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { batchToast, quotaLeft, storageToast, testToast } from './texts';
import {
  useBatchSyncYoutubeMutation,
  useGetYoutubeQuotaQuery,
  useTestStorageMutation,
  useTestYoutubeMutation,
} from './youtubeAdminApi';

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: 1rem; text-transform: uppercase; letter-spacing: 0.06em; }
  .quota { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; }
  .quota strong { color: ${({ theme }) => theme.colors.text}; }
  .spent { color: ${({ theme }) => theme.colors.redText}; font-weight: 700; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Batch = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.6rem;
  label { margin: 0; }
  input { width: 6rem; }
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    input { width: 100%; }
    > * { flex: 1 1 100%; }
  }
`;

/** A whole number 1–99 (admin §9), or null. */
export function batchSize(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= BATCH_SYNC_MAX ? value : null;
}

function Quota() {
  const { data, isLoading, isError } = useGetYoutubeQuotaQuery();
  let text;
  if (isLoading) text = 'Checking the YouTube quota…';
  else if (isError || !data) text = 'The YouTube quota could not be read.';
  else {
    text = (
      <>
        Left today: <strong>{quotaLeft(data)}</strong>
        {data.exhausted && <span className="spent"> {DAILY_QUOTA_EXHAUSTED}</span>}
      </>
    );
  }
  return (
    <p className="quota" aria-live="polite">
      {text}
    </p>
  );
}

/** The Battlers tab's YouTube and storage tools (admin §2): connection tests, the day's quota, batch sync. */
export function YoutubeTools() {
  const { toast } = useToast();
  const [testYoutube, { isLoading: testing }] = useTestYoutubeMutation();
  const [testStorage, { isLoading: testingStorage }] = useTestStorageMutation();
  const [batchSync, { isLoading: syncing }] = useBatchSyncYoutubeMutation();
  const [max, setMax] = useState(String(BATCH_SYNC_MAX));
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const inputId = `batch-max${id}`;

  const runTest = async () => {
    try {
      toast(testToast(await testYoutube().unwrap()));
    } catch (err) {
      toast({ title: API_TEST_FAILED_TITLE, description: errorMessage(err, 'The connection test could not run.'), variant: 'destructive' });
    }
  };

  const runStorageTest = async () => {
    try {
      toast(storageToast(await testStorage().unwrap()));
    } catch (err) {
      toast({ title: 'Storage Test Failed', description: errorMessage(err, 'The storage test could not run.'), variant: 'destructive' });
    }
  };

  const runBatch = async (e: FormEvent) => {
    e.preventDefault();
    const size = batchSize(max);
    setInvalid(size === null);
    if (size === null) return;
    try {
      toast(batchToast(await batchSync(size).unwrap()));
    } catch (err) {
      toast({ title: BATCH_SYNC_FAILED_TITLE, description: errorMessage(err, 'Failed to sync YouTube data'), variant: 'destructive' });
    }
  };

  return (
    <Box aria-labelledby="youtube-tools-title">
      <h3 id="youtube-tools-title">YouTube and Storage</h3>
      <Quota />
      <Row>
        <Button size="sm" variant="secondary" onClick={runTest} loading={testing}>
          Test YouTube API
        </Button>
        <Button size="sm" variant="secondary" onClick={runStorageTest} loading={testingStorage}>
          Test Storage
        </Button>
        <Batch onSubmit={runBatch} noValidate aria-label="Batch YouTube sync">
          <div>
            <Label htmlFor={inputId}>Battlers per batch</Label>
            <InputControl
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={BATCH_SYNC_MAX}
              step={1}
              value={max}
              $invalid={invalid}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${inputId}-error` : undefined}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
          <Button size="sm" type="submit" loading={syncing}>
            Batch Sync YouTube
          </Button>
        </Batch>
      </Row>
      {invalid && <ErrorText id={`${inputId}-error`}>Enter a whole number from 1 to {BATCH_SYNC_MAX}.</ErrorText>}
    </Box>
  );
}
