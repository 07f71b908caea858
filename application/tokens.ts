/** Inversify identifiers of the ports and services; the container binds them. */
export const TOKENS = {
  EventStore: Symbol.for('EventStore'),
  ReadStore: Symbol.for('ReadStore'),
  BlobStorage: Symbol.for('BlobStorage'),
  Mailer: Symbol.for('Mailer'),
  PasswordHasher: Symbol.for('PasswordHasher'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  VideoProbe: Symbol.for('VideoProbe'),
  RenditionMaker: Symbol.for('RenditionMaker'),
  FrameGrabber: Symbol.for('FrameGrabber'),
  AppConfig: Symbol.for('AppConfig'),
  Logger: Symbol.for('Logger'),
  ProjectionRunner: Symbol.for('ProjectionRunner'),
  /** every projector the runner drives (projections/composed.ts), for replays beside it (time travel) */
  Projectors: Symbol.for('Projectors'),
  SessionStore: Symbol.for('SessionStore'),
  ResetTokens: Symbol.for('ResetTokens'),
  CheckpointStore: Symbol.for('CheckpointStore'),
  ReactorRunner: Symbol.for('ReactorRunner'),
  /** the processor runtime's front: projectors and reactors together (application/processing/processors.ts) */
  Processors: Symbol.for('Processors'),
  YouTube: Symbol.for('YouTube'),
} as const;

/** What the application layer needs to know of the configuration. */
export interface AppSettings {
  /** public base URL of the site, for links in mails */
  publicUrl: string;
  leagueName: string;
  /** the league's address for new claim requests (unset: the admins' own addresses) */
  CLAIMS_NOTIFY_EMAIL?: string;
}
