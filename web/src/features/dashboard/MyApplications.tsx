import type { ReactElement } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { SkeletonRows } from '../../components/Skeleton';
import { formatDate } from '../../lib/date';
import { isApiError } from '../../lib/errors';
import type { MyBattlerApplicationWire, MySponsorshipApplicationWire } from './applicationsApi';
import { periodLine, sponsorshipStatus } from './applicationStatus';
import { Clamp, Empty, Item, ItemHead, Items, Meta, Notes, Period, Section } from './listParts';
import { StatusPill } from '../../components/StatusPill';
import { ReachToggle } from './ReachToggle';

interface ListState<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function Body<T>({ state, empty, what, children }: { state: ListState<T>; empty: string; what: string; children: (items: T[]) => ReactElement }) {
  if (state.isLoading) return <SkeletonRows count={2} height="5.5rem" label={`Loading ${what}`} />;
  if (state.isError) {
    return (
      <ErrorState
        as="h3"
        title={`Could not load ${what}`}
        message={isApiError(state.error) ? state.error.message : undefined}
        onRetry={() => void state.refetch()}
      />
    );
  }
  if (!state.data || state.data.length === 0) return <Empty>{empty}</Empty>;
  return children(state.data);
}

function eventTitles(app: MySponsorshipApplicationWire): string {
  return app.selectedEvents.map((e) => e.title ?? 'Event no longer listed').join(', ');
}

export function SponsorshipApplicationList({ state, today }: { state: ListState<MySponsorshipApplicationWire>; today: string }) {
  return (
    <Section aria-labelledby="my-sponsorships">
      <h2 id="my-sponsorships">Your Sponsorship Applications</h2>
      <Body state={state} empty="No sponsorship applications yet" what="sponsorship applications">
        {(apps) => (
          <Items>
            {apps.map((app) => {
              const period = periodLine(app, today);
              return (
                <Item key={app.id} data-testid="sponsorship-application">
                  <ItemHead>
                    <h3>{app.companyName}</h3>
                    <StatusPill status={sponsorshipStatus(app, today)} />
                  </ItemHead>
                  <Meta>
                    Level: {app.sponsorshipLevel} · Submitted {formatDate(app.createdAt)}
                  </Meta>
                  {period && <Period>{period}</Period>}
                  {app.selectedEvents.length > 0 && <p>Events: {eventTitles(app)}</p>}
                  {app.message && <Clamp>{app.message}</Clamp>}
                  {app.reviewNotes && <Notes>Review notes: {app.reviewNotes}</Notes>}
                  {app.status === 'approved' && <ReachToggle applicationId={app.id} companyName={app.companyName} />}
                </Item>
              );
            })}
          </Items>
        )}
      </Body>
    </Section>
  );
}

export function BattlerApplicationList({ state }: { state: ListState<MyBattlerApplicationWire> }) {
  return (
    <Section aria-labelledby="my-battler-applications">
      <h2 id="my-battler-applications">Your Battler Applications</h2>
      <Body state={state} empty="No battler applications yet" what="battler applications">
        {(apps) => (
          <Items>
            {apps.map((app) => (
              <Item key={app.id} data-testid="battler-application">
                <ItemHead>
                  <h3>{app.battlerName}</h3>
                  <StatusPill status={app.status} />
                </ItemHead>
                <Meta>
                  {app.email} · Submitted {formatDate(app.createdAt)}
                </Meta>
                <Clamp>{app.experience}</Clamp>
                {app.reviewNotes && <Notes>Review notes: {app.reviewNotes}</Notes>}
              </Item>
            ))}
          </Items>
        )}
      </Body>
    </Section>
  );
}
