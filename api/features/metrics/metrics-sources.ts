import type { ServiceIdentifier } from 'inversify';
import { RENDITIONS, RenditionJobs } from '../../../application/catalogue/rendition-jobs';
import { LAG_COUNT_CAP, processingStatus } from '../../../application/processing/processing-status';
import type { Processors } from '../../../application/processing/processors';
import type { EventStore } from '../../../application/ports/event-store';
import { TOKENS } from '../../../application/tokens';
import type { MetricsSources } from '../../../infrastructure/metrics/metrics';
import type { ApiDeps } from '../../http/deps';
import { UploadProgress } from '../../http/upload-progress';

/** The reactors that send mail are named for it (password_reset_mail, claim_mails). */
const MAIL_REACTOR = /mail/;

/** A service of a module this server may not have (tests compose a few modules). */
function optional<T>(deps: ApiDeps, service: ServiceIdentifier<T>): T | null {
  try {
    return deps.get(service);
  } catch {
    return null;
  }
}

/** Events of these types after `position`, counted up to the cap the admin view uses. */
async function countHandled(events: EventStore, position: number, types: readonly string[]): Promise<number> {
  let count = 0;
  for await (const event of events.readAll(position, { batchSize: 500 })) {
    if (types.includes(event.type) && ++count >= LAG_COUNT_CAP) break;
  }
  return count;
}

/** Where the scrape reads each family's state from: the same sources the admin Projections view and the upload routes use. */
export function metricsSources(deps: ApiDeps): MetricsSources {
  const { events, reactors, clock } = deps;
  const processors = deps.get<Processors>(TOKENS.Processors);
  const renditions = optional(deps, RenditionJobs);
  const uploads = optional(deps, UploadProgress);
  const renditionsRun = () => reactors.health().some((r) => r.name === RENDITIONS);
  return {
    processing: () => processingStatus(events, processors.health(), clock.now()),
    mailBacklog: async () => {
      const head = await events.headPosition();
      return Promise.all(reactors.health().filter((r) => MAIL_REACTOR.test(r.name)).map(async (r) => ({
        reactor: r.name,
        events: r.position >= head ? 0 : await countHandled(events, r.position, reactors.handledTypes(r.name)),
      })));
    },
    renditions: renditions ? async () => (renditionsRun() ? renditions.status() : []) : undefined,
    uploads: () => ({ inProgress: uploads?.inProgress() ?? 0, receivedBytes: uploads?.receivedBytes ?? 0 }),
  };
}
