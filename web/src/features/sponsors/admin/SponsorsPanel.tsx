import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, ExternalButton } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/layout';
import { LoadFailed, PanelHead } from '../../../components/panelParts';
import { SkeletonRows } from '../../../components/Skeleton';
import { formatDay } from '../../../lib/date';
import { LazyReachPanel } from '../../reach';
import { CustomizeSponsorDialog } from './CustomizeSponsorDialog';
import { LevelBadge } from './LevelBadge';
import { adminLevel } from './levels';
import { ShowcaseBadge } from './ShowcaseBadge';
import { SponsorLogo } from './SponsorLogo';
import { useGetAdminSponsorsQuery, type AdminSponsorWire } from './sponsorsAdminApi';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1rem;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  .top { display: flex; gap: 0.9rem; align-items: flex-start; }
  .name { min-width: 0; display: grid; gap: 0.4rem; }
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1.05rem; font-weight: 800; letter-spacing: 0; margin: 0; overflow-wrap: anywhere; }
  .badges { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; font-size: 0.88rem; }
  dt { color: ${({ theme }) => theme.colors.subtle}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; }
  .actions { margin-top: auto; display: flex; gap: 0.5rem; }
  .actions > * { flex: 1; }
`;

/** 'Mar 7, 2026 – Mar 6, 2027'; an open end reads 'no end date'. */
export function periodText(start: string | null, end: string | null): string {
  if (!start && !end) return 'No period set';
  return `${start ? formatDay(start) : 'Any time'} – ${end ? formatDay(end) : 'no end date'}`;
}

function SponsorCard({ sponsor, onCustomize, onReach }: { sponsor: AdminSponsorWire; onCustomize: () => void; onReach: () => void }) {
  const shownAs = adminLevel(sponsor.sponsorshipLevel);
  return (
    <Card>
      <div className="top">
        <SponsorLogo name={sponsor.companyName} url={sponsor.logoUrl} />
        <div className="name">
          <h3>{sponsor.companyName}</h3>
          <div className="badges">
            <LevelBadge level={sponsor.sponsorshipLevel} />
            <ShowcaseBadge showcase={sponsor.showcase} />
          </div>
        </div>
      </div>
      <dl>
        <dt>Contact</dt>
        <dd>{sponsor.contactPerson}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${sponsor.email}`}>{sponsor.email}</a>
        </dd>
        {sponsor.sponsorshipLevel.trim().toLowerCase() !== shownAs && (
          <>
            <dt>Applied as</dt>
            <dd>{sponsor.sponsorshipLevel}</dd>
          </>
        )}
        <dt>Period</dt>
        <dd>{periodText(sponsor.sponsorshipStartDate, sponsor.sponsorshipEndDate)}</dd>
      </dl>
      <div className="actions">
        <Button size="sm" variant="secondary" onClick={onCustomize} aria-label={`Customize ${sponsor.companyName}`}>
          Customize
        </Button>
        <Button size="sm" variant="secondary" onClick={onReach} aria-label={`Reach of ${sponsor.companyName}`}>
          Reach
        </Button>
      </div>
    </Card>
  );
}

/** The approved sponsorships as cards, each with its Customize dialog. */
export function SponsorsPanel() {
  const { data: sponsors = [], isLoading, isError, error, refetch } = useGetAdminSponsorsQuery();
  const [customizing, setCustomizing] = useState<AdminSponsorWire | null>(null);
  const [reachOf, setReachOf] = useState<AdminSponsorWire | null>(null);

  return (
    <section aria-labelledby="sponsors-title">
      <PanelHead>
        <h2 id="sponsors-title">Sponsors</h2>
        <div className="actions">
          <ExternalButton href="/sponsors" variant="secondary" aria-label="View Sponsors Page (opens in a new tab)">
            View Sponsors Page
          </ExternalButton>
        </div>
      </PanelHead>
      {isLoading ? (
        <SkeletonRows count={3} label="Loading sponsors" />
      ) : isError ? (
        <LoadFailed what="sponsors" message={error?.message} onRetry={refetch} />
      ) : sponsors.length === 0 ? (
        <EmptyState title="No Approved Sponsors" as="h3">
          <p>Sponsorship applications approved in the Applications tab appear here.</p>
        </EmptyState>
      ) : (
        <Grid aria-label="Approved sponsors">
          {sponsors.map((s) => (
            <SponsorCard key={s.id} sponsor={s} onCustomize={() => setCustomizing(s)} onReach={() => setReachOf(s)} />
          ))}
        </Grid>
      )}
      <CustomizeSponsorDialog sponsor={customizing} onClose={() => setCustomizing(null)} />
      <Dialog open={reachOf !== null} onClose={() => setReachOf(null)} title={reachOf ? `${reachOf.companyName}: reach` : 'Reach'} wide initialFocus="button">
        {reachOf && (
          <Suspense fallback={<SkeletonRows count={2} label="Loading reach" />}>
            <LazyReachPanel applicationId={reachOf.id} />
          </Suspense>
        )}
      </Dialog>
    </section>
  );
}
