import { startView, updateView, type ViewProgress } from './viewApi';
import { createSessionId, VIEW_REPORT_INTERVAL_MS, viewProgress } from './viewProgress';

export interface ViewSessionOptions {
  /** the catalogue's duration (seconds), used when the media's own is not known yet */
  knownDuration?: number | null;
  /** called once when the server says this view counted */
  onCounted?: () => void;
}

/**
 * One player's view of one video (public §4 View tracking): start-view on the first play,
 * then progress at most every 10 s while playing, on pause and on close. The clock runs
 * only while the media is really playing (pause, end and buffering stop it).
 */
export class ViewSession {
  readonly sessionId = createSessionId();
  knownDuration: number | null;
  onCounted?: () => void;

  private viewId: Promise<string | null> | null = null;
  private resolvedViewId: string | null = null;
  private watchedMs = 0;
  private since: number | null = null;
  private furthest = 0;
  private duration = 0;
  private lastReportAt = 0;
  private lastSent: ViewProgress | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private counted = false;
  private closed = false;

  constructor(readonly videoId: string, options: ViewSessionOptions = {}) {
    this.knownDuration = options.knownDuration ?? null;
    this.onCounted = options.onCounted;
  }

  /** The media plays ('playing'): the first time starts the view; the clock runs. */
  playing(position: number, duration: number): void {
    if (this.closed) return;
    this.observe(position, duration);
    if (!this.viewId) {
      this.lastReportAt = Date.now();
      this.viewId = startView(this.videoId, this.sessionId).then((id) => (this.resolvedViewId = id));
    }
    if (this.since === null) this.since = Date.now();
    this.schedule();
  }

  /** A position while playing ('timeupdate'): only remembered, reports follow the timer. */
  progress(position: number, duration: number): void {
    if (!this.closed) this.observe(position, duration);
  }

  /** Buffering ('waiting'): the clock stops, nothing is reported. */
  stalled(): void {
    this.stopClock();
  }

  /** Pause or end: the clock stops and the progress so far is reported. */
  paused(position: number, duration: number): void {
    if (this.closed) return;
    this.observe(position, duration);
    this.stopClock();
    this.report(false);
  }

  /** The page is being hidden or left: report now, with keepalive. */
  flush(): void {
    if (this.closed) return;
    if (this.since !== null) {
      this.stopClock();
      this.report(true);
      this.since = Date.now();
      this.schedule();
    } else {
      this.report(true);
    }
  }

  /** The player closes (unmount): the last report, with keepalive; nothing after it. */
  close(): void {
    if (this.closed) return;
    this.stopClock();
    this.report(true);
    this.closed = true;
  }

  /** What the next report would say (for tests and debugging). */
  snapshot(): ViewProgress {
    const running = this.since === null ? 0 : Date.now() - this.since;
    return viewProgress(this.watchedMs + running, this.furthest, this.duration, this.knownDuration);
  }

  private observe(position: number, duration: number): void {
    if (Number.isFinite(duration) && duration > 0) this.duration = duration;
    if (Number.isFinite(position) && position > this.furthest) this.furthest = position;
  }

  private stopClock(): void {
    if (this.since !== null) {
      this.watchedMs += Date.now() - this.since;
      this.since = null;
    }
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private schedule(): void {
    if (this.timer !== null || this.closed) return;
    // 10 s after the last report, or after playing (re)started if that is later
    const from = Math.max(this.lastReportAt, this.since ?? 0);
    const wait = Math.max(0, from + VIEW_REPORT_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.since === null || this.closed) return;
      this.report(false);
      this.schedule();
    }, wait);
  }

  private report(keepalive: boolean): void {
    if (!this.viewId) return; // never played: no view to report on
    const progress = this.snapshot();
    const last = this.lastSent;
    if (last && last.watchedDuration === progress.watchedDuration && last.completionPercentage === progress.completionPercentage) {
      return;
    }
    this.lastSent = progress;
    this.lastReportAt = Date.now();
    const send = (viewId: string | null) => {
      if (!viewId) return;
      void updateView(this.videoId, viewId, progress, keepalive).then((result) => {
        if (result?.counted && !this.counted) {
          this.counted = true;
          this.onCounted?.();
        }
      });
    };
    // already known: send in this task (a page being hidden may not run another one)
    if (this.resolvedViewId) send(this.resolvedViewId);
    else void this.viewId.then(send);
  }
}
