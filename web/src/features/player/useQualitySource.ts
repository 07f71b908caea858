import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MediaState } from './useMedia';
import { autoQuality, connectionDownlink, renditionUrl, sortQualities, type Quality, type QualityChoice } from './quality';
import { playQuietly } from './useMedia';

interface Resume {
  time: number;
  play: boolean;
  rate: number;
}

/**
 * The quality menu's choice and the source it plays. Auto resolves once per list of
 * renditions from the connection (public §4); no renditions, or a rendition that fails to
 * load, plays the original file. A switch keeps the position, the speed and playing.
 */
export function useQualitySource(
  videoUrl: string,
  availableQualities: readonly string[],
  media: RefObject<HTMLVideoElement | null>,
  latest: RefObject<MediaState>,
) {
  const qualities = useMemo(() => sortQualities(availableQualities), [availableQualities]);
  const auto = useMemo(() => autoQuality(qualities, connectionDownlink()), [qualities]);
  const [choice, setChoice] = useState<QualityChoice>('auto');
  const [failed, setFailed] = useState(false);

  // a choice no longer on the list (renditions replaced) reads as Auto
  const current: QualityChoice = choice !== 'auto' && qualities.includes(choice) ? choice : 'auto';
  const picked: Quality | null = current === 'auto' ? auto : current;
  const active = failed ? null : picked;
  const src = renditionUrl(videoUrl, active);

  // the new source starts at 0, paused: remember where the old one was (read before any
  // event of the switch arrives) and carry on there once the new one knows its length
  const resume = useRef<Resume | null>(null);
  const shown = useRef(src);
  useLayoutEffect(() => {
    if (shown.current === src) return;
    shown.current = src;
    const { time, playing, rate } = latest.current;
    resume.current = time > 0 || playing ? { time, play: playing, rate } : null;
  }, [src, latest]);

  /** for 'loadedmetadata' */
  const onLoaded = useCallback(() => {
    const el = media.current;
    const r = resume.current;
    if (!el || !r) return;
    resume.current = null;
    el.currentTime = r.time;
    el.playbackRate = r.rate;
    if (r.play) playQuietly(el);
  }, [media]);

  /** for 'error': true when it fell back to the original, false when the original itself failed */
  const onFailed = useCallback(() => {
    if (active === null) return false;
    console.warn(`Player: the ${active} rendition failed to load, playing the original`);
    setFailed(true);
    return true;
  }, [active]);

  const choose = useCallback((next: QualityChoice) => {
    setFailed(false);
    setChoice(next);
  }, []);

  return { qualities, auto: failed ? null : auto, choice: current, active, src, choose, onLoaded, onFailed };
}
