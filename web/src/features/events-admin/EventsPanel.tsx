import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { MicIcon } from '../../components/icons';
import { EmptyState } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { formatEventDay } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { compareEventDates, useGetEventsQuery, type LeagueEvent } from '../catalogue';
import { useDeleteEventMutation } from './eventsAdminApi';
import { EventFormDialog } from './EventFormDialog';
import { DeleteDialog } from '../../components/DeleteDialog';
import { LoadFailed, PanelHead, SearchBox, Thumb } from '../../components/panelParts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
`;

const EventCard = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  .body { padding: 0.9rem 1rem 1rem; display: flex; flex-direction: column; gap: 0.35rem; flex: 1; }
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1.05rem; font-weight: 800; letter-spacing: 0; margin: 0; overflow-wrap: anywhere; }
  .meta { display: flex; justify-content: space-between; gap: 0.5rem; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  .actions { display: flex; gap: 0.5rem; margin-top: auto; padding-top: 0.6rem; }
  .actions > * { flex: 1; }
`;

export const videoCountLabel = (n: number) => `${n} ${n === 1 ? 'video' : 'videos'}`;

export function filterEvents(events: LeagueEvent[], search: string): LeagueEvent[] {
  const q = search.trim().toLowerCase();
  const shown = q ? events.filter((e) => e.title.toLowerCase().includes(q)) : [...events];
  return shown.sort((a, b) => compareEventDates(a.eventDate, b.eventDate));
}

/** The admin Events tab: search, event cards, create / edit / delete. */
export function EventsPanel() {
  const { toast } = useToast();
  const { data: events = [], isLoading, isError, error, refetch } = useGetEventsQuery();
  const [deleteEvent, { isLoading: deleting }] = useDeleteEventMutation();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ event: LeagueEvent | null } | null>(null);
  const [removing, setRemoving] = useState<LeagueEvent | null>(null);
  const shown = useMemo(() => filterEvents(events, search), [events, search]);

  if (isLoading) return <SkeletonRows count={3} label="Loading events" />;
  if (isError) return <LoadFailed what="events" message={error?.message} onRetry={refetch} />;

  const confirmDelete = async () => {
    if (!removing) return;
    try {
      const res = await deleteEvent(removing.id).unwrap();
      toast({ title: 'Event Deleted', description: `"${removing.title}" and ${videoCountLabel(res?.deletedVideos ?? 0)} were deleted.` });
      setRemoving(null);
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete event'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="events-title">
      <PanelHead>
        <h2 id="events-title">Events</h2>
        <div className="actions">
          <Button onClick={() => setForm({ event: null })}>Create Event</Button>
        </div>
      </PanelHead>
      {events.length > 0 && (
        <SearchBox id="event-search" label="Search events" placeholder="Search events by title..." value={search} onChange={setSearch} />
      )}
      {events.length === 0 ? (
        <EmptyState title="No Events Yet" as="h3" icon={<MicIcon size={36} />}>
          <p>Create the first event, then upload its battle videos.</p>
          <Button onClick={() => setForm({ event: null })}>Create Event</Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No Events Found" as="h3">
          <p>No event title matches &ldquo;{search.trim()}&rdquo;.</p>
        </EmptyState>
      ) : (
        <Grid aria-label="Events">
          {shown.map((e) => (
            <EventCard key={e.id}>
              <Thumb src={e.thumbnailUrl} alt={`${e.title} thumbnail`} />
              <div className="body">
                <h3>{e.title}</h3>
                <div className="meta">
                  <span>{formatEventDay(e.eventDate) || 'TBA'}</span>
                  <span>{videoCountLabel(e.videoCount)}</span>
                </div>
                <div className="actions">
                  <Button size="sm" variant="secondary" onClick={() => setForm({ event: e })} aria-label={`Edit ${e.title}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRemoving(e)} aria-label={`Delete ${e.title}`}>
                    Delete
                  </Button>
                </div>
              </div>
            </EventCard>
          ))}
        </Grid>
      )}
      <EventFormDialog open={!!form} event={form?.event ?? null} onClose={() => setForm(null)} />
      <DeleteDialog open={!!removing} title="Delete Event" busy={deleting} onCancel={() => setRemoving(null)} onConfirm={confirmDelete}>
        {removing && (
          <>
            Delete <strong>{removing.title}</strong>? Deleting an event also deletes all of its videos (
            {videoCountLabel(removing.videoCount)}). This cannot be undone.
          </>
        )}
      </DeleteDialog>
    </section>
  );
}
