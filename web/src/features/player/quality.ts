/** The rendition ladder, highest first (public §2 Video player). */
export const QUALITIES = ['2160p', '1440p', '1080p', '720p', '480p', '360p'] as const;
export type Quality = (typeof QUALITIES)[number];

/** The menu's choice: 'auto', or one rendition the user picked. */
export type QualityChoice = 'auto' | Quality;

/** The video's renditions as known ladder rungs, highest first, without duplicates or unknown names. */
export function sortQualities(available: readonly string[]): Quality[] {
  return QUALITIES.filter((q) => available.includes(q));
}

/** Downlink thresholds in Mbit/s (public §4): over 25 → 2160p … over 2 → 480p, otherwise 360p. */
const DOWNLINK_RULE: readonly (readonly [number, Quality])[] = [
  [25, '2160p'],
  [15, '1440p'],
  [8, '1080p'],
  [4, '720p'],
  [2, '480p'],
];

/** The rung the connection alone asks for. */
export function qualityForDownlink(downlink: number): Quality {
  return DOWNLINK_RULE.find(([over]) => downlink > over)?.[1] ?? '360p';
}

/**
 * Auto quality (public §4). With a downlink: the rung the rule names if that rendition exists,
 * otherwise the lowest available one. Without connection information: 720p if available, else
 * the middle option of the available list (highest first; of two middles the lower, the safer
 * for bandwidth). No renditions at all: null, i.e. the original file.
 */
export function autoQuality(available: readonly string[], downlink?: number): Quality | null {
  const list = sortQualities(available);
  if (list.length === 0) return null;
  if (downlink === undefined || !Number.isFinite(downlink) || downlink < 0) {
    return list.includes('720p') ? '720p' : list[Math.floor(list.length / 2)];
  }
  const wanted = qualityForDownlink(downlink);
  return list.includes(wanted) ? wanted : list[list.length - 1];
}

/** The rendition's address: the original's with ?quality= (the server serves renditions there). */
export function renditionUrl(videoUrl: string, quality: Quality | null): string {
  if (!quality) return videoUrl;
  return `${videoUrl}${videoUrl.includes('?') ? '&' : '?'}quality=${encodeURIComponent(quality)}`;
}

interface NetworkInformationLike {
  downlink?: number;
}

/** navigator.connection.downlink in Mbit/s, or undefined where the browser does not tell (Firefox, Safari). */
export function connectionDownlink(): number | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const downlink = connection?.downlink;
  return typeof downlink === 'number' && Number.isFinite(downlink) ? downlink : undefined;
}
