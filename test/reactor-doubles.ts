import type { ServiceIdentifier } from 'inversify';
import type { MailMessage, Mailer } from '../application/ports/services';
import type { ReactorDeps } from '../application/reactors/reactor';
import { MemoryCheckpointStore } from '../infrastructure/checkpoints/memory-checkpoint-store';

/** A mailer that keeps what it sent; `failNext` refuses that many sends first, as a busy SMTP server would. */
export class CountingMailer implements Mailer {
  sent: MailMessage[] = [];
  failNext = 0;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP 451 try again later');
    }
    this.sent.push(message);
  }
}

/** A checkpoint store that loses every write: a process killed after its effect, before its checkpoint. */
export class KilledBeforeCheckpoint extends MemoryCheckpointStore {
  override async put(): Promise<void> {
    throw new Error('killed');
  }
}

/** what a reaction may read of its deps (others, such as `then`, are nobody's) */
const DEP_NAMES = new Set<string | symbol>(['events', 'reads', 'clock', 'mailer', 'blobs', 'settings', 'log', 'readModels', 'get']);

/**
 * The deps a reactor runner hands its reactions, for a test: the ones it gives, a silent
 * log, the system clock and `services` for `get`; any other one throws where it is used,
 * naming itself, so a test shows what a reactor really reads.
 */
export function reactorDeps(given: Partial<ReactorDeps>,
  services: readonly (readonly [ServiceIdentifier, unknown])[] = []): ReactorDeps {
  const registry = new Map<ServiceIdentifier, unknown>(services);
  const defaults: Partial<ReactorDeps> = {
    clock: { now: () => new Date() },
    log: { info: () => undefined, error: () => undefined },
    settings: { leagueName: 'UBR', publicUrl: 'https://ubr.test/' },
    get: <T>(service: ServiceIdentifier<T>): T => {
      if (!registry.has(service)) throw new Error(`not given to this test: ${String(service)}`);
      return registry.get(service) as T;
    },
  };
  const deps = { ...defaults, ...given };
  return new Proxy(deps, {
    get(target, key) {
      if (!(key in target) && DEP_NAMES.has(key)) throw new Error(`reactor dep not given to this test: ${String(key)}`);
      return target[key as keyof typeof target];
    },
  }) as ReactorDeps;
}
