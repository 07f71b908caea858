import { entryOf, type ReadEntry } from './read-cache';

/**
 * A handler's answer already made into bytes (and their gzip), kept by the handler for the
 * next caller (a sponsor's reach): the respond step sends it as a lean read's kept answer
 * (ETag, 304), marked private as it is the caller's own. `T` is what the bytes hold, for the
 * API description (scripts/openapi/answers.ts).
 */
export class KeptJson<T> {
  /** the type the bytes hold; never set */
  declare readonly holds?: T;

  private constructor(readonly entry: ReadEntry) {}

  static of<T>(value: T): KeptJson<T> {
    return new KeptJson<T>(entryOf(value, true, 'private, no-cache'));
  }
}
