import type { BattlerApplicationEvent } from './battler-application/battler-application';
import type { BattlerEvent } from './battler/battler';
import type { ClaimRequestEvent } from './claim-request/claim-request';
import type { CommentEvent } from './comment/comment';
import type { LeagueEventEvent } from './league-event/league-event';
import type { PasswordResetEvent } from './password-reset/password-reset';
import type { ReservationEvent } from './reservation/reservation';
import type { SettingsEvent } from './settings/settings';
import type { SponsorshipEvent } from './sponsorship/sponsorship';
import type { SponsorshipTierEvent } from './sponsorship-tier/sponsorship-tier';
import type { UserEvent } from './user/user';
import type { VideoEvent } from './video/video';
import type { ViewCountEvent, ViewEvent } from './view/view-events';
import type { BallotEvent } from './vote/ballot';
import type { YoutubeEvent, YoutubeQuotaEvent } from './youtube/youtube';

/**
 * Every domain event the log can hold. Projectors and reactors name the types
 * they read from this union, so a renamed event breaks the build, not a read model.
 */
export type AnyDomainEvent =
  | UserEvent | ReservationEvent | PasswordResetEvent | SettingsEvent
  | LeagueEventEvent | VideoEvent | BattlerEvent
  | BallotEvent | CommentEvent | ViewEvent | ViewCountEvent
  | BattlerApplicationEvent
  | SponsorshipTierEvent | SponsorshipEvent
  | ClaimRequestEvent
  | YoutubeEvent | YoutubeQuotaEvent;

export type DomainEventType = AnyDomainEvent['type'];

/** The events of these types, with their data. */
export type EventOfType<T extends DomainEventType> = Extract<AnyDomainEvent, { type: T }>;
