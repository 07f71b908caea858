import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { DEFAULT_APPROVED_NOTES, DEFAULT_REJECTED_NOTES, REVIEW_NOTES_MAX } from '../sponsorship/limits';
import {
  ALREADY_APPROVED, ALREADY_PENDING, BATTLER_NAME_MAX, BATTLER_NAME_REQUIRED, EXPERIENCE_MAX, EXPERIENCE_MIN, EXPERIENCE_TOO_SHORT,
} from './limits';

export type BattlerApplicationStatus = 'pending' | 'approved' | 'rejected';

/** What the applicant sent, as stored (trimmed; blank optional fields are null). */
export interface BattlerApplicationForm {
  battlerName: string;
  email: string;
  phoneNumber: string | null;
  experience: string;
  socialMedia: string | null;
  location: string | null;
  yearsOfBattling: number | null;
  battleVideoUrl: string | null;
}

export type BattlerApplicationEvent =
  | DomainEvent<'BattlerApplicationSubmitted', { applicationId: string; userId: string } & BattlerApplicationForm>
  | DomainEvent<'BattlerApplicationReviewed', {
      applicationId: string; userId: string; battlerName: string;
      status: 'approved' | 'rejected'; previousStatus: BattlerApplicationStatus; reviewNotes: string; reviewerId: string;
    }>
  | DomainEvent<'BattlerApplicationDeleted', {
      applicationId: string; userId: string; battlerName: string; previousStatus: BattlerApplicationStatus; deletedBy: string;
    }>
  /** The link reactor chose this battler for the approved application (written before the battler's own link). */
  | DomainEvent<'BattlerApplicationLinkRecorded', { applicationId: string; userId: string; battlerId: string }>
  /** The link reactor removed the battler's link (written after the battler's own unlink). */
  | DomainEvent<'BattlerApplicationLinkCleared', { applicationId: string; userId: string; battlerId: string }>;

export type BattlerApplicationCommand =
  | ({ type: 'ApplyAsBattler'; applicationId: string; userId: string } & BattlerApplicationForm)
  | { type: 'ReviewBattlerApplication'; applicationId: string; status: 'approved' | 'rejected'; reviewNotes: string | null; reviewerId: string }
  | { type: 'DeleteBattlerApplication'; applicationId: string; actorId: string }
  | { type: 'RecordBattlerLink'; applicationId: string; battlerId: string }
  | { type: 'ClearBattlerLink'; applicationId: string };

export interface ApplicationState {
  applicationId: string;
  battlerName: string;
  status: BattlerApplicationStatus;
  reviewNotes: string | null;
  deleted: boolean;
  /** the battler the link reactor recorded; kept after deletion until it is unlinked */
  battlerId: string | null;
}

/** One applicant's battler applications: the whole stream `battler-applications-<userId>`. */
export interface BattlerApplicationsState {
  userId: string | null;
  applications: Readonly<Record<string, ApplicationState>>;
}

export const initialBattlerApplicationsState: BattlerApplicationsState = { userId: null, applications: {} };

/**
 * One stream per applicant: "no second application while one is pending or approved"
 * is then decided against the stream's own revision, atomically, with no read model.
 */
export const battlerApplicationsStream = (userId: string) => `battler-applications-${userId}`;

const put = (state: BattlerApplicationsState, id: string, change: Partial<ApplicationState>): BattlerApplicationsState => {
  const current = state.applications[id];
  if (!current) return state;
  return { ...state, applications: { ...state.applications, [id]: { ...current, ...change } } };
};

export function evolve(state: BattlerApplicationsState, event: BattlerApplicationEvent): BattlerApplicationsState {
  const d = event.data;
  switch (event.type) {
    case 'BattlerApplicationSubmitted':
      return {
        userId: event.data.userId,
        applications: {
          ...state.applications,
          [d.applicationId]: {
            applicationId: d.applicationId, battlerName: event.data.battlerName, status: 'pending', reviewNotes: null,
            deleted: false, battlerId: null,
          },
        },
      };
    case 'BattlerApplicationReviewed':
      return put(state, d.applicationId, { status: event.data.status, reviewNotes: event.data.reviewNotes });
    case 'BattlerApplicationDeleted':
      return put(state, d.applicationId, { deleted: true });
    case 'BattlerApplicationLinkRecorded':
      return put(state, d.applicationId, { battlerId: event.data.battlerId });
    case 'BattlerApplicationLinkCleared':
      return put(state, d.applicationId, { battlerId: null });
    default:
      return state;
  }
}

const live = (state: BattlerApplicationsState) => Object.values(state.applications).filter((a) => !a.deleted);

function requireApplication(state: BattlerApplicationsState, applicationId: string): ApplicationState {
  const app = state.applications[applicationId];
  if (!app || app.deleted || !state.userId) throw notFound('Battler application not found');
  return app;
}

function form(command: BattlerApplicationForm): BattlerApplicationForm {
  const battlerName = (command.battlerName ?? '').trim();
  if (!battlerName) throw invalid(BATTLER_NAME_REQUIRED);
  if (battlerName.length > BATTLER_NAME_MAX) throw invalid(`Battler name is too long (max ${BATTLER_NAME_MAX})`);
  const experience = (command.experience ?? '').trim();
  if (experience.length < EXPERIENCE_MIN) throw invalid(EXPERIENCE_TOO_SHORT);
  if (experience.length > EXPERIENCE_MAX) throw invalid(`Experience is too long (max ${EXPERIENCE_MAX})`);
  const blankIsNull = (v: string | null) => (v && v.trim() ? v.trim() : null);
  return {
    battlerName, email: command.email.trim(), phoneNumber: blankIsNull(command.phoneNumber), experience,
    socialMedia: blankIsNull(command.socialMedia), location: blankIsNull(command.location),
    yearsOfBattling: command.yearsOfBattling ?? null, battleVideoUrl: blankIsNull(command.battleVideoUrl),
  };
}

export function decide(command: BattlerApplicationCommand, state: BattlerApplicationsState): BattlerApplicationEvent[] {
  switch (command.type) {
    case 'ApplyAsBattler': {
      const { type: _t, applicationId, userId, ...sent } = command;
      if (state.applications[applicationId]) throw conflict('Battler application already exists');
      const others = live(state);
      if (others.some((a) => a.status === 'approved')) throw conflict(ALREADY_APPROVED);
      if (others.some((a) => a.status === 'pending')) throw conflict(ALREADY_PENDING);
      return [{ type: 'BattlerApplicationSubmitted', data: { applicationId, userId, ...form(sent) } }];
    }
    case 'ReviewBattlerApplication': {
      const app = requireApplication(state, command.applicationId);
      if (command.status !== 'approved' && command.status !== 'rejected') throw invalid("status must be 'approved' or 'rejected'");
      const notes = (command.reviewNotes ?? '').trim()
        || (command.status === 'approved' ? DEFAULT_APPROVED_NOTES : DEFAULT_REJECTED_NOTES);
      if (notes.length > REVIEW_NOTES_MAX) throw invalid(`Review notes is too long (max ${REVIEW_NOTES_MAX})`);
      if (app.status === command.status && app.reviewNotes === notes) return [];
      if (command.status === 'approved' && live(state).some((a) => a.status === 'approved' && a.applicationId !== app.applicationId)) {
        throw conflict('This applicant already has an approved battler application');
      }
      return [{
        type: 'BattlerApplicationReviewed',
        data: {
          applicationId: app.applicationId, userId: state.userId as string, battlerName: app.battlerName,
          status: command.status, previousStatus: app.status, reviewNotes: notes, reviewerId: command.reviewerId,
        },
      }];
    }
    case 'DeleteBattlerApplication': {
      const app = requireApplication(state, command.applicationId);
      return [{
        type: 'BattlerApplicationDeleted',
        data: {
          applicationId: app.applicationId, userId: state.userId as string, battlerName: app.battlerName,
          previousStatus: app.status, deletedBy: command.actorId,
        },
      }];
    }
    // The two link commands are the reactor's: a stale one (the application was reviewed
    // again or deleted meanwhile) records nothing, and the later event settles it.
    case 'RecordBattlerLink': {
      const app = state.applications[command.applicationId];
      if (!app || app.deleted || app.status !== 'approved' || app.battlerId) return [];
      return [{ type: 'BattlerApplicationLinkRecorded', data: { applicationId: app.applicationId, userId: state.userId as string, battlerId: command.battlerId } }];
    }
    case 'ClearBattlerLink': {
      const app = state.applications[command.applicationId];
      if (!app?.battlerId) return [];
      return [{ type: 'BattlerApplicationLinkCleared', data: { applicationId: app.applicationId, userId: state.userId as string, battlerId: app.battlerId } }];
    }
  }
}

export const battlerApplicationDecider: Decider<BattlerApplicationCommand, BattlerApplicationsState, BattlerApplicationEvent> = {
  initialState: initialBattlerApplicationsState,
  evolve,
  decide,
};

/** Whether an application should be linked to a battler now: approved and not deleted. */
export const wantsLink = (app: ApplicationState | undefined): boolean => !!app && !app.deleted && app.status === 'approved';
