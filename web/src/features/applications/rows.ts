import { displayStatus } from '../../../../domain/sponsorship/period';
import type { ShownStatus } from '../../components/StatusPill';
import type { BattlerApplication, SponsorshipApplication } from './applicationsAdminApi';

/** One line of the merged list: the application and which kind it is. */
export type ApplicationRow =
  | { kind: 'sponsor'; key: string; app: SponsorshipApplication }
  | { kind: 'battler'; key: string; app: BattlerApplication };


const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Both lists as one, newest first (the two kinds' ids may collide, so the key carries the kind). */
export function mergeApplications(sponsors: readonly SponsorshipApplication[], battlers: readonly BattlerApplication[]): ApplicationRow[] {
  const rows: ApplicationRow[] = [
    ...sponsors.map((app) => ({ kind: 'sponsor' as const, key: `sponsor-${app.id}`, app })),
    ...battlers.map((app) => ({ kind: 'battler' as const, key: `battler-${app.id}`, app })),
  ];
  return rows.sort((a, b) => time(b.app.createdAt) - time(a.app.createdAt));
}

export function countApplications(rows: readonly ApplicationRow[]) {
  return {
    total: rows.length,
    pending: rows.filter((r) => r.app.status === 'pending').length,
    sponsors: rows.filter((r) => r.kind === 'sponsor').length,
    battlers: rows.filter((r) => r.kind === 'battler').length,
  };
}

export const rowName = (row: ApplicationRow) => (row.kind === 'sponsor' ? row.app.companyName : row.app.battlerName);

export const KIND_LABEL = { sponsor: 'Sponsor', battler: 'Battler' } as const;

/** 'expired' is derived on the viewer's calendar day, never stored. */
export const rowStatus = (row: ApplicationRow, today: string): ShownStatus =>
  row.kind === 'sponsor' ? displayStatus(row.app, today) : row.app.status;

export const EXPERIENCE_PREVIEW = 80;

export function shorten(text: string, max = EXPERIENCE_PREVIEW): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} battling`;

/**
 * Sponsor: 'Level: X'. Battler: location and years of battling (the admin spec's
 * applicant fields) when given, else the member form's experience text, shortened.
 */
export function rowDetails(row: ApplicationRow): string {
  if (row.kind === 'sponsor') return `Level: ${row.app.sponsorshipLevel}`;
  const { location, yearsOfBattling, experience } = row.app;
  const parts = [location?.trim() || null, yearsOfBattling != null ? yearsText(yearsOfBattling) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : shorten(experience);
}

export const NO_EVENTS = '—';
export const EVENTS_NOT_FOUND = 'Events not found';

/** The titles of the selected events still there; 'Events not found' when none of them is. */
export function eventsText(row: ApplicationRow): string {
  if (row.kind === 'battler' || row.app.selectedEvents.length === 0) return NO_EVENTS;
  const titles = row.app.selectedEvents.map((e) => e.title).filter((t): t is string => !!t);
  return titles.length > 0 ? titles.join(', ') : EVENTS_NOT_FOUND;
}

/** Who to reach and how: the contact person (sponsors), the email and the phone when given. */
export function contactLines(row: ApplicationRow): string[] {
  const phone = row.app.phoneNumber?.trim() || null;
  const lines = row.kind === 'sponsor' ? [row.app.contactPerson, row.app.email, phone] : [row.app.email, phone];
  return lines.filter((l): l is string => !!l);
}
