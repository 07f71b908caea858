import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_NOTES_MAX } from '../../../../domain/sponsorship/limits';
import { ErrorText, TextField } from '../../components/Field';
import {
  DecisionActions, DecisionDialog, DecisionHint, Fact, Facts, NotesField, ReviewFacts, useDecide, type Decision, type DecisionState,
} from '../../components/review-queue';
import { formatDate, formatDay, leagueDay } from '../../lib/date';
import { useReviewBattlerMutation, useReviewSponsorshipMutation } from './applicationsAdminApi';
import { decisionLabel, defaultPeriod, initialNotes, periodError, type Period } from './review';
import { contactLines, eventsText, KIND_LABEL, rowName, rowStatus, yearsText, type ApplicationRow } from './rows';

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 0.75rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { padding: 0; margin-bottom: 0.6rem; font-weight: 800; font-size: 0.95rem; }
`;

const webLink = (url: string | null) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  ) : null;

function ApplicationFacts({ row, today }: { row: ApplicationRow; today: string }) {
  const reviewed = row.app.reviewedAt ? formatDate(row.app.reviewedAt) : null;
  const common = (
    <ReviewFacts status={rowStatus(row, today)} submitted={formatDate(row.app.createdAt)} reviewed={reviewed} notes={row.app.reviewNotes} />
  );
  if (row.kind === 'sponsor') {
    const a = row.app;
    const period = a.sponsorshipStartDate || a.sponsorshipEndDate
      ? `${formatDay(a.sponsorshipStartDate) || '?'} - ${formatDay(a.sponsorshipEndDate) || '?'}`
      : null;
    return (
      <Facts>
        <Fact term="Company">{a.companyName}</Fact>
        <Fact term="Contact">{contactLines(row).join('\n')}</Fact>
        <Fact term="Level">{a.sponsorshipLevel}</Fact>
        <Fact term="Message">{a.message}</Fact>
        <Fact term="Website">{webLink(a.websiteUrl)}</Fact>
        <Fact term="Description">{a.description}</Fact>
        <Fact term="Selected events">{eventsText(row)}</Fact>
        <Fact term="Period">{period}</Fact>
        {common}
      </Facts>
    );
  }
  const a = row.app;
  return (
    <Facts>
      <Fact term="Battler name">{a.battlerName}</Fact>
      <Fact term="Contact">{contactLines(row).join('\n')}</Fact>
      <Fact term="Prefers">{a.contactInfo && a.contactInfo !== a.email ? `${a.contactMethod}: ${a.contactInfo}` : null}</Fact>
      <Fact term="Location">{a.location}</Fact>
      <Fact term="Battling">{a.yearsOfBattling != null ? yearsText(a.yearsOfBattling) : null}</Fact>
      <Fact term="Battle video">{webLink(a.battleVideoUrl)}</Fact>
      <Fact term="Social media">{a.socialMedia}</Fact>
      <Fact term="Experience">{a.experience}</Fact>
      {common}
    </Facts>
  );
}

/** The detail dialog: every field, then approve or reject with optional notes (and, for a sponsor, the period). */
function ReviewForm({ row, onClose, decision }: { row: ApplicationRow; onClose: () => void; decision: DecisionState }) {
  const [reviewSponsorship] = useReviewSponsorshipMutation();
  const [reviewBattler] = useReviewBattlerMutation();
  // the league's day (Arizona), as the server checks the period: not the browser's own
  const [today] = useState(() => leagueDay(new Date()));
  const [notes, setNotes] = useState(() => initialNotes(row.app.reviewNotes));
  const [period, setPeriod] = useState<Period>(() =>
    row.kind === 'sponsor' ? defaultPeriod(row.app, today) : { start: '', end: '' },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const reviewed = row.app.status !== 'pending';

  const decide = useDecide(decision, {
    send: (status) => {
      const reviewNotes = notes.trim() || null;
      if (row.kind === 'battler') return reviewBattler({ id: row.app.id, status, reviewNotes }).unwrap();
      // a rejection leaves the period as it was
      const dates = status === 'approved' ? { sponsorshipStartDate: period.start, sponsorshipEndDate: period.end } : {};
      return reviewSponsorship({ id: row.app.id, status, reviewNotes, ...dates }).unwrap();
    },
    done: (status) => ({
      title: status === 'approved' ? 'Application Approved' : 'Application Rejected',
      description: `The ${KIND_LABEL[row.kind].toLowerCase()} application from ${rowName(row)} was ${status}.`,
    }),
    failTitle: 'Error',
    failFallback: 'Failed to update status',
    onClose,
  });

  const submit = (status: Decision) => {
    if (decision.sending) return;
    const invalid = row.kind === 'sponsor' && status === 'approved' ? periodError(period, row.app, today) : null;
    setProblem(invalid);
    if (!invalid) void decide(status);
  };

  const setDay = (field: keyof Period) => (e: ChangeEvent<HTMLInputElement>) => {
    setPeriod((p) => ({ ...p, [field]: e.target.value }));
    setProblem(null);
  };

  return (
    <>
      <ApplicationFacts row={row} today={today} />
      {row.kind === 'sponsor' && (
        <Section>
          <legend>Sponsorship period</legend>
          <Dates>
            <TextField
              label="Start date"
              type="date"
              min={today}
              value={period.start}
              onChange={setDay('start')}
              aria-describedby={problem ? 'period-problem' : undefined}
            />
            <TextField
              label="End date"
              type="date"
              value={period.end}
              onChange={setDay('end')}
              aria-describedby={problem ? 'period-problem' : undefined}
            />
          </Dates>
          {problem && (
            <ErrorText id="period-problem" role="alert" style={{ margin: '-0.4rem 0 1rem' }}>
              {problem}
            </ErrorText>
          )}
        </Section>
      )}
      {row.kind === 'battler' && (
        <DecisionHint>
          Approving links this application to the battler named <strong>{row.app.battlerName}</strong> (ignoring case), or
          creates that battler.
        </DecisionHint>
      )}
      <NotesField
        id="review-notes"
        rows={3}
        max={REVIEW_NOTES_MAX}
        value={notes}
        onChange={setNotes}
        placeholder="Add comments for this decision..."
      />
      <DecisionActions
        sending={decision.sending}
        onClose={onClose}
        onDecide={submit}
        labels={{ approved: decisionLabel('approved', reviewed), rejected: decisionLabel('rejected', reviewed) }}
      />
    </>
  );
}

export function ReviewDialog({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  return (
    <DecisionDialog
      item={row}
      itemKey={(r) => r.key}
      onClose={onClose}
      title={row ? `${KIND_LABEL[row.kind]} Application` : ''}
      description={row ? rowName(row) : undefined}
    >
      {(r, decision) => <ReviewForm row={r} onClose={onClose} decision={decision} />}
    </DecisionDialog>
  );
}
