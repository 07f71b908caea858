import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { PlayIcon } from '../../components/icons';
import { Badge, EmptyState } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { formatEventDay } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { formatCount, useGetEventsQuery, type Video } from '../catalogue';
import { type RenditionJob, useDeleteVideoMutation, useGetAdminVideosQuery } from './videosAdminApi';
import { DeleteDialog } from '../../components/DeleteDialog';
import { filterVideos, groupVideos } from './groupVideos';
import { LoadFailed, PanelHead, SearchBox, Thumb } from '../../components/panelParts';
import { RenditionStatus } from './RenditionStatus';
import { useRenditionJobs } from './useRenditionJobs';
import { VideoEditDialog } from './VideoEditDialog';
import { VideoUploadDialog } from './VideoUploadDialog';
import { LargeUploadDialog } from './LargeUploadDialog';
import { largeUploads, useLargeUploadSnapshot } from '../large-upload';

const Group = styled.section`
  margin-bottom: 1.75rem;
  header { display: flex; align-items: baseline; gap: 0.75rem; flex-wrap: wrap; margin-bottom: 0.6rem; }
  h3 { font-size: 1.25rem; text-transform: uppercase; margin: 0; }
  header span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 160px 1fr auto;
  gap: 1rem;
  align-items: center;
  padding: 0.7rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h4 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1rem; font-weight: 800; letter-spacing: 0; margin: 0 0 0.2rem; overflow-wrap: anywhere; }
  .vs { margin: 0; font-weight: 600; }
  .meta { display: flex; gap: 0.4rem 0.8rem; flex-wrap: wrap; align-items: center; margin-top: 0.35rem; color: ${({ theme }) => theme.colors.muted}; font-size: 0.82rem; }
  .actions { display: flex; gap: 0.5rem; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 112px 1fr;
    gap: 0.6rem 0.75rem;
    align-items: start;
    .actions { grid-column: 1 / -1; }
    .actions > * { flex: 1; }
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** Duration in rounded minutes (admin §3); '' when unknown. */
export function durationMinutes(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return '';
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

function VideoRow({
  video,
  jobs,
  onEdit,
  onDelete,
}: {
  video: Video;
  jobs?: readonly RenditionJob[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const minutes = durationMinutes(video.duration);
  return (
    <Row>
      <Thumb src={video.thumbnailUrl} alt={`${video.title} thumbnail`} />
      <div>
        <h4>{video.title}</h4>
        <p className="vs">
          {video.battlerAName} vs {video.battlerBName}
        </p>
        <div className="meta">
          {video.isMainEvent && <Badge $tone="red">MAIN EVENT</Badge>}
          {video.requiresAuth && <Badge $tone="muted">Members only</Badge>}
          {minutes && <span>{minutes}</span>}
          <span>{formatCount(video.viewCount)} views</span>
        </div>
        <RenditionStatus available={video.availableQualities} jobs={jobs} />
      </div>
      <div className="actions">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${video.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${video.title}`}>
          Delete
        </Button>
      </div>
    </Row>
  );
}

/** The admin Videos tab: search, videos grouped by event, upload / edit / delete. */
export function VideosPanel() {
  const { toast } = useToast();
  const { data: videos = [], isLoading, isError, error, refetch } = useGetAdminVideosQuery();
  const { data: events = [], isLoading: eventsLoading, isError: eventsFailed, error: eventsError, refetch: refetchEvents } = useGetEventsQuery();
  const [deleteVideo, { isLoading: deleting }] = useDeleteVideoMutation();
  const renditionJobs = useRenditionJobs();
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  // the dialog's visibility lives with the upload, so the admin-area indicator can reopen it
  const largeUpload = useLargeUploadSnapshot().dialogOpen;
  const [editing, setEditing] = useState<Video | null>(null);
  const [removing, setRemoving] = useState<Video | null>(null);
  const groups = useMemo(() => groupVideos(filterVideos(videos, search)), [videos, search]);

  if (isLoading || eventsLoading) return <SkeletonRows count={3} label="Loading videos" />;
  if (isError) return <LoadFailed what="videos" message={error?.message} onRetry={refetch} />;
  // the uploads need an event to pick: a failed list is not 'no events'
  if (eventsFailed) return <LoadFailed what="events" message={eventsError?.message} onRetry={refetchEvents} />;

  const noEvents = events.length === 0;
  const confirmDelete = async () => {
    if (!removing) return;
    try {
      await deleteVideo(removing.id).unwrap();
      toast({ title: 'Video Deleted', description: `"${removing.title}" was deleted.` });
      setRemoving(null);
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete video'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="videos-title">
      <PanelHead>
        <h2 id="videos-title">Videos</h2>
        <div className="actions">
          {noEvents && <Hint id="video-upload-hint">Create an Event First</Hint>}
          <Button
            onClick={() => setUploading(true)}
            disabled={noEvents}
            aria-describedby={noEvents ? 'video-upload-hint' : undefined}
          >
            Video Upload
          </Button>
          <Button
            variant="secondary"
            onClick={largeUploads.showDialog}
            disabled={noEvents}
            aria-describedby={noEvents ? 'video-upload-hint' : undefined}
          >
            Large Video Upload
          </Button>
        </div>
      </PanelHead>
      {videos.length > 0 && (
        <SearchBox
          id="video-search"
          label="Search videos"
          placeholder="Search by video or event title..."
          value={search}
          onChange={setSearch}
        />
      )}
      {videos.length === 0 ? (
        <EmptyState title="No Videos Yet" as="h3" icon={<PlayIcon size={36} />}>
          <p>{noEvents ? 'Create an event first, then upload its battles.' : 'Upload the first battle video.'}</p>
        </EmptyState>
      ) : groups.length === 0 ? (
        <EmptyState title="No Videos Found" as="h3">
          <p>No video or event title matches &ldquo;{search.trim()}&rdquo;.</p>
        </EmptyState>
      ) : (
        groups.map((g) => (
          <Group key={g.key} aria-labelledby={`video-group-${g.key}`}>
            <header>
              <h3 id={`video-group-${g.key}`}>{g.title}</h3>
              {g.key !== 'unknown' && <span>{formatEventDay(g.eventDate) || 'TBA'}</span>}
              <span>
                {g.videos.length} {g.videos.length === 1 ? 'video' : 'videos'}
              </span>
            </header>
            <Rows>
              {g.videos.map((v) => (
                <VideoRow
                  key={v.id}
                  video={v}
                  jobs={renditionJobs.get(v.id)}
                  onEdit={() => setEditing(v)}
                  onDelete={() => setRemoving(v)}
                />
              ))}
            </Rows>
          </Group>
        ))
      )}
      <VideoUploadDialog open={uploading} events={events} onClose={() => setUploading(false)} />
      <LargeUploadDialog open={largeUpload} events={events} onClose={largeUploads.hideDialog} />
      <VideoEditDialog video={editing} events={events} onClose={() => setEditing(null)} />
      <DeleteDialog open={!!removing} title="Delete Video" busy={deleting} onCancel={() => setRemoving(null)} onConfirm={confirmDelete}>
        {removing && (
          <>
            Delete <strong>{removing.title}</strong> ({removing.battlerAName} vs {removing.battlerBName})? This cannot be
            undone.
          </>
        )}
      </DeleteDialog>
    </section>
  );
}
