import type { Clock } from '../../application/ports/services';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
