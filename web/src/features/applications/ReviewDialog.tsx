import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { REVIEW_NOTES_MAX } from '../../../../domain/sponsorship/limits';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { controlStyles, ErrorText, Label, TextField } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { formatDate, formatDay, leagueDay } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { useReviewBattlerMutation, useReviewSponsorshipMutation } from './applicationsAdminApi';
import { decisionLabel, defaultPeriod, initialNotes, periodError, type Period } from './review';
import { contactLines, eventsText, KIND_LABEL, rowName, rowStatus, yearsText, type ApplicationRow } from './rows';
import { StatusPill } from '../../components/StatusPill';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7.5rem, auto) 1fr;
  gap: 0.4rem 0.9rem;
  margin: 0 0 1.1rem;
  font-size: 0.9rem;
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  a { color: ${({ theme }) => theme.colors.gold}; text-decoration: underline; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dd { margin-bottom: 0.4rem; }
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 0.75rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const NotesArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.45;
`;

const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { padding: 0; margin-bottom: 0.6rem; font-weight: 800; font-size: 0.95rem; }
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

type Decision = 'approved' | 'rejected';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

const webLink = (url: string | null) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  ) : null;

function ApplicationFacts({ row, today }: { row: ApplicationRow; today: string }) {
  const reviewed = row.app.reviewedAt ? formatDate(row.app.reviewedAt) : null;
  const common = (
    <>
      <Fact term="Status">
        <StatusPill status={rowStatus(row, today)} />
      </Fact>
      <Fact term="Submitted">{formatDate(row.app.createdAt)}</Fact>
      <Fact term="Reviewed">{reviewed}</Fact>
      <Fact term="Review notes">{row.app.reviewNotes}</Fact>
    </>
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
function ReviewForm({ row, onClose, sending, setSending }: {
  row: ApplicationRow;
  onClose: () => void;
  /** the decision on its way (its button is busy, the other disabled) */
  sending: Decision | null;
  setSending: (decision: Decision | null) => void;
}) {
  const { toast } = useToast();
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

  const submit = async (status: Decision) => {
    if (sending) return;
    const invalid = row.kind === 'sponsor' && status === 'approved' ? periodError(period, row.app, today) : null;
    setProblem(invalid);
    if (invalid) return;
    const reviewNotes = notes.trim() || null;
    setSending(status);
    try {
      if (row.kind === 'sponsor') {
        // a rejection leaves the period as it was
        const dates = status === 'approved' ? { sponsorshipStartDate: period.start, sponsorshipEndDate: period.end } : {};
        await reviewSponsorship({ id: row.app.id, status, reviewNotes, ...dates }).unwrap();
      } else {
        await reviewBattler({ id: row.app.id, status, reviewNotes }).unwrap();
      }
      toast({
        title: status === 'approved' ? 'Application Approved' : 'Application Rejected',
        description: `The ${KIND_LABEL[row.kind].toLowerCase()} application from ${rowName(row)} was ${status}.`,
      });
      onClose();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update status'), variant: 'destructive' });
    } finally {
      setSending(null);
    }
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
        <Hint>
          Approving links this application to the battler named <strong>{row.app.battlerName}</strong> (ignoring case), or
          creates that battler.
        </Hint>
      )}
      <div style={{ marginBottom: '1rem' }}>
        <Label htmlFor="review-notes">Review notes (optional)</Label>
        <NotesArea
          id="review-notes"
          rows={3}
          maxLength={REVIEW_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Add comments for this decision..."
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={!!sending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => submit('rejected')} loading={sending === 'rejected'} disabled={sending === 'approved'}>
          {decisionLabel('rejected', reviewed)}
        </Button>
        <Button onClick={() => submit('approved')} loading={sending === 'approved'} disabled={sending === 'rejected'}>
          {decisionLabel('approved', reviewed)}
        </Button>
      </DialogActions>
    </>
  );
}

export function ReviewDialog({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  // while a decision is on its way the dialog stays: Escape, × and Cancel wait for the answer
  const [sending, setSending] = useState<Decision | null>(null);
  return (
    <Dialog
      open={!!row}
      onClose={onClose}
      title={row ? `${KIND_LABEL[row.kind]} Application` : ''}
      description={row ? rowName(row) : undefined}
      busy={!!sending}
    >
      {/* keyed, so each application starts from its own notes and period */}
      {row && <ReviewForm key={row.key} row={row} onClose={onClose} sending={sending} setSending={setSending} />}
    </Dialog>
  );
}
