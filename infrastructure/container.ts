import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import type { Store } from 'express-session';
import type { Logger } from 'pino';
import type { EventStore } from '../application/ports/event-store';
import type { ReadStore } from '../application/ports/read-store';
import type { BlobStorage, Mailer } from '../application/ports/services';
import { TOKENS } from '../application/tokens';
import { ffmpegPath, FfprobeVideoProbe, ffprobePath } from './media/ffprobe';
import { FfmpegFrameGrabber } from './media/ffmpeg-frame-grabber';
import { FfmpegRenditionMaker } from './media/ffmpeg-rendition-maker';
import { RenditionJobs } from '../application/catalogue/rendition-jobs';
import type { CheckpointStore } from '../application/ports/processing';
import type { Reactor, ReactorDeps } from '../application/reactors/reactor';
import { ReactorRunner } from '../application/reactors/reactor-runner';
import { Processors } from '../application/processing/processors';
import { ResetTokens } from '../application/users/reset-tokens';
import { MongoCheckpointStore } from './checkpoints/mongo-checkpoint-store';
import { SqliteCheckpointStore } from './checkpoints/sqlite-checkpoint-store';
import type { LeaseStore } from '../application/ports/leases';
import { MongoLeaseStore } from './leases/mongo-lease-store';
import { SqliteLeaseStore } from './leases/sqlite-lease-store';
import { MongoCounters } from './rate-limits/mongo-counters';
import { SHARED_COUNTERS, type SharedCounters } from './rate-limits/shared-counters';
import { SqliteCounters } from './rate-limits/sqlite-counters';
import { type ProjectingArea, projectorsOf } from '../projections/composed';
import { ProjectionRunner } from '../projections/runner';
import type { AppConfig } from './config';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import { EsdbEventStore } from './event-store/esdb-event-store';
import { MemoryReadStore } from './read-store/memory-read-store';
import { MongoReadStore } from './read-store/mongo-read-store';
import { SqliteSessionStore } from './sessions/sqlite-session-store';
import { createMongoSessionStore } from './sessions/mongo-session-store';
import type { SessionRegistry } from './sessions/session-registry';
import { LocalBlobStorage } from './blob/local-blob-storage';
import { GcsBlobStorage } from './blob/gcs-blob-storage';
import { gcsSettingsFromConfig } from './blob/gcs-settings';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { passwordHasherFor } from './security/password-hasher';
import { Metrics } from './metrics/metrics';
import { TimedEventStore } from './metrics/timed-event-store';
import { SystemClock } from './system/clock';
import { RandomIdGenerator } from './system/id-generator';
import { GoogleYoutube, NotConfiguredYoutube } from './youtube/youtube-client';

export type SessionStore = Store & SessionRegistry;

/** The embedded default keeps a generated session secret beside its data. */
function sessionSecret(config: AppConfig): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The filters the catalogue reads and projectors use, indexed so none is a collection scan. */
async function withCatalogueIndexes(store: MongoReadStore): Promise<MongoReadStore> {
  await store.ensureIndex('videos', { eventId: 1 });
  await store.ensureIndex('videos', { battlerAId: 1 });
  await store.ensureIndex('videos', { battlerBId: 1 });
  await store.ensureIndex('battlers', { nameLower: 1 });
  // comments: a video's list, a user's comments (profile changes), a comment's replies
  await store.ensureIndex('comments', { videoId: 1 });
  await store.ensureIndex('comments', { userId: 1 });
  await store.ensureIndex('comments', { parentCommentId: 1 });
  // a page of a video's threads, newest first (GET /api/videos/{id}/comments?page=)
  await store.ensureIndex('comments', { videoId: 1, parentCommentId: 1, _seq: -1 });
  // a battler's YouTube videos (the review dialog, the directory's totals)
  await store.ensureIndex('youtube_videos', { battlerId: 1 });
  // the audit log's pages, newest first, whole or by kind or actor (GET /api/admin/audit)
  await store.ensureIndex('audit_log', { _position: -1 });
  await store.ensureIndex('audit_log', { action: 1, _position: -1 });
  await store.ensureIndex('audit_log', { actorId: 1, _position: -1 });
  // reach and insights (projections/reach/): a sponsor's events' days and viewers, a video's
  // private documents (moved or deleted), a thread's replies, the league's and battlers' days
  for (const c of ['reach_event_days', 'reach_event_viewers']) await store.ensureIndex(c, { eventId: 1 });
  for (const c of ['reach_video_days', 'reach_video_viewers', 'reach_ballots', 'reach_comments']) await store.ensureIndex(c, { videoId: 1 });
  await store.ensureIndex('reach_comments', { parentCommentId: 1 });
  for (const c of ['reach_league_days', 'reach_battler_days']) await store.ensureIndex(c, { day: 1 });
  return store;
}

/**
 * What compose takes of each server area (api/features/<area>/index.ts): the application services
 * it binds, its projectors and audit lines (projections/composed.ts makes the runner's list). The
 * areas are handed in by the composition root (api/server.ts, the scripts), so infrastructure
 * imports no api code.
 */
export interface Feature extends ProjectingArea {
  bind(container: Container): void;
  /** the area's reactors under this configuration */
  reactors?(config: AppConfig): readonly Reactor[];
}

export interface Composition {
  container: Container;
  config: AppConfig;
  sessionSecret: string;
  close(): Promise<void>;
}

/** Picks every adapter from the validated configuration and binds it. */
export async function compose(config: AppConfig, logger: Logger, features: readonly Feature[]): Promise<Composition> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const container = new Container();

  const metrics = config.METRICS === 'on' ? new Metrics() : null;
  const embeddedLog = config.EVENTSTORE_URL ? null : new SqliteEventStore(path.join(config.DATA_DIR, 'events.sqlite'), { checkpointOnWorker: true });
  const store: EventStore = embeddedLog ?? new EsdbEventStore(config.EVENTSTORE_URL as string);
  const events = metrics ? new TimedEventStore(store, metrics) : store;
  const mongo = config.MONGO_URL ? await withCatalogueIndexes(await MongoReadStore.connect(config.MONGO_URL, config.MONGO_DB)) : null;
  const reads: ReadStore = mongo ?? new MemoryReadStore();
  // reactors must not redo their effects after a restart: their checkpoints are durable in both setups
  const checkpoints: CheckpointStore & { close?: () => Promise<void> } = mongo
    ? new MongoCheckpointStore(mongo.database)
    : new SqliteCheckpointStore(path.join(config.DATA_DIR, 'checkpoints.sqlite'));
  // several instances may run on one log: each reactor runs where its lease is (embedded: in the log's own file),
  // and so do the projectors when the read models are shared (MongoDB); in-memory ones are each instance's own
  const owner = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const leases: LeaseStore & { close?: () => Promise<void> } = mongo
    ? new MongoLeaseStore(mongo.database)
    : new SqliteLeaseStore(embeddedLog?.connection ?? path.join(config.DATA_DIR, 'events.sqlite'));
  // several instances count their rate limits together (one process alone may keep them in memory)
  const counters: SharedCounters | null = (config.RATE_LIMIT_STORE ?? (mongo ? 'shared' : 'memory')) === 'memory' ? null
    : mongo ? new MongoCounters(mongo.database) : new SqliteCounters(path.join(config.DATA_DIR, 'rate-limits.sqlite'));
  const sessions: SessionStore = config.MONGO_URL
    ? await createMongoSessionStore(config.MONGO_URL, config.MONGO_DB)
    : new SqliteSessionStore(path.join(config.DATA_DIR, 'sessions.sqlite'));
  const gcs = gcsSettingsFromConfig(config);
  const blobs: BlobStorage = gcs ? new GcsBlobStorage(gcs) : new LocalBlobStorage(path.join(config.DATA_DIR, 'uploads'));
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxMailer(path.join(config.DATA_DIR, 'outbox'), logger);

  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container.bind(TOKENS.Logger).toConstantValue(logger);
  container.bind(TOKENS.EventStore).toConstantValue(events);
  if (metrics) container.bind(Metrics).toConstantValue(metrics);
  container.bind(TOKENS.ReadStore).toConstantValue(reads);
  container.bind(TOKENS.SessionStore).toConstantValue(sessions);
  container.bind(TOKENS.BlobStorage).toConstantValue(blobs);
  container.bind(TOKENS.Mailer).toConstantValue(mailer);
  if (counters) container.bind(SHARED_COUNTERS).toConstantValue(counters);
  container.bind(TOKENS.PasswordHasher).toConstantValue(passwordHasherFor(config));
  container.bind(TOKENS.Clock).toConstantValue(new SystemClock());
  container.bind(TOKENS.IdGenerator).toConstantValue(new RandomIdGenerator());
  container.bind(TOKENS.YouTube).toConstantValue(
    config.YOUTUBE_API_KEY ? new GoogleYoutube(config.YOUTUBE_API_KEY, config.YOUTUBE_API_ROOT) : new NotConfiguredYoutube(),
  );
  const projectors = projectorsOf(features);
  container.bind(TOKENS.Projectors).toConstantValue(projectors);
  container.bind(TOKENS.ProjectionRunner).toConstantValue(new ProjectionRunner(events, reads, projectors, logger,
    mongo ? { store: leases, owner, ttlMs: config.LEASE_TTL_MS, renewMs: config.LEASE_RENEW_MS } : undefined));
  const probe = new FfprobeVideoProbe(ffprobePath(config.FFPROBE_PATH));
  container.bind(TOKENS.VideoProbe).toConstantValue(probe);
  mkdirSync(path.join(config.DATA_DIR, 'tmp'), { recursive: true });
  container.bind(TOKENS.RenditionMaker).toConstantValue(
    new FfmpegRenditionMaker(ffmpegPath(config.FFMPEG_PATH), blobs, probe, path.join(config.DATA_DIR, 'tmp'),
      { threads: config.RENDITION_THREADS || null, nice: config.RENDITION_NICE, yieldToServing: config.RENDITION_YIELD === 'on' }),
  );
  container.bind(TOKENS.FrameGrabber).toConstantValue(
    new FfmpegFrameGrabber(ffmpegPath(config.FFMPEG_PATH), blobs, path.join(config.DATA_DIR, 'tmp'), config.RENDITION_NICE));
  for (const feature of features) feature.bind(container);

  const secret = sessionSecret(config);
  container.bind(TOKENS.ResetTokens).toConstantValue(new ResetTokens(createHmac('sha256', secret).update('password-reset-key').digest('hex')));
  container.bind(TOKENS.CheckpointStore).toConstantValue(checkpoints);
  const projections = container.get<ProjectionRunner>(TOKENS.ProjectionRunner);
  // every reactor's deps, once: a reactor declares what it reacts to and does, never how it is wired
  const reactorDeps: ReactorDeps = {
    events, reads, mailer, blobs, settings: config, log: logger,
    clock: container.get(TOKENS.Clock),
    readModels: projections,
    get: (service) => container.get(service),
  };
  const reactors = features.flatMap((f) => f.reactors?.(config) ?? []);
  const reactorRunner = new ReactorRunner(reactors, reactorDeps, checkpoints, {
    store: leases, owner, ttlMs: config.LEASE_TTL_MS, renewMs: config.LEASE_RENEW_MS,
  });
  container.bind(TOKENS.ReactorRunner).toConstantValue(reactorRunner);
  container.bind(TOKENS.Processors).toConstantValue(new Processors(projections, reactorRunner, () => events.headPosition()));

  return {
    container,
    config,
    sessionSecret: secret,
    async close() {
      if (container.isBound(RenditionJobs)) container.get(RenditionJobs).stop();
      await container.get<Processors>(TOKENS.Processors).stop();
      const s = sessions as unknown as { close?: () => unknown };
      await s.close?.();
      await reads.close();
      await checkpoints.close?.();
      await leases.close?.();
      await counters?.close();
      await events.close();
    },
  };
}
