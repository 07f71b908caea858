import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { autoQuality, connectionDownlink, renditionUrl, sortQualities, type Quality, type QualityChoice } from './quality';

/**
 * The quality menu's choice and the source it plays. Auto resolves once per list of
 * renditions from the connection (public §4); no renditions, or a rendition that fails to
 * load, plays the original file. `onSwitch` runs when the source changes, before any event
 * of the new source (useMedia's switching keeps the position, the speed and playing).
 */
export function useQualitySource(videoUrl: string, availableQualities: readonly string[], onSwitch: () => void) {
  const qualities = useMemo(() => sortQualities(availableQualities), [availableQualities]);
  const auto = useMemo(() => autoQuality(qualities, connectionDownlink()), [qualities]);
  const [choice, setChoice] = useState<QualityChoice>('auto');
  const [failed, setFailed] = useState(false);

  // a choice no longer on the list (renditions replaced) reads as Auto
  const current: QualityChoice = choice !== 'auto' && qualities.includes(choice) ? choice : 'auto';
  const picked: Quality | null = current === 'auto' ? auto : current;
  const active = failed ? null : picked;
  const src = renditionUrl(videoUrl, active);

  const shown = useRef(src);
  useLayoutEffect(() => {
    if (shown.current === src) return;
    shown.current = src;
    onSwitch();
  }, [src, onSwitch]);

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

  return { qualities, auto: failed ? null : auto, choice: current, active, src, choose, onFailed };
}
