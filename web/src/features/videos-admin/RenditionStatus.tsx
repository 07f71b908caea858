import styled, { css } from 'styled-components';
import { MeterTrack } from '../../components/ProgressBar';
import { formatPercent } from '../large-upload';
import type { RenditionJob } from './videosAdminApi';

type State = 'ready' | 'running' | 'pending' | 'failed';

interface Rendition {
  quality: string;
  state: State;
  percent: number;
}

const lines = (quality: string) => Number.parseInt(quality, 10) || 0;

/**
 * One entry per quality, tallest first: a finished rendition (in availableQualities, or its
 * job done before the list refetched) is ready; otherwise its job's state.
 */
export function renditionsOf(available: readonly string[], jobs: readonly RenditionJob[] = []): Rendition[] {
  const byQuality = new Map<string, Rendition>();
  for (const j of jobs) {
    byQuality.set(j.quality, { quality: j.quality, state: j.status === 'done' ? 'ready' : j.status, percent: j.percent });
  }
  for (const q of available) byQuality.set(q, { quality: q, state: 'ready', percent: 100 });
  return [...byQuality.values()].sort((a, b) => lines(b.quality) - lines(a.quality));
}

const List = styled.ul`
  list-style: none;
  margin: 0.45rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
`;

const Chip = styled.li<{ $tone: State }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.12rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [bg, fg] = {
      ready: ['rgba(47,191,113,0.14)', c.green],
      running: [c.goldSoft, c.gold],
      pending: [c.surface3, c.muted],
      failed: [c.redSoft, '#ff6b60'],
    }[$tone];
    return css`
      background: ${bg};
      color: ${fg};
      border: 1px solid ${fg}33;
    `;
  }}
  em { font-style: normal; font-weight: 600; }
`;

const Track = styled(MeterTrack)`
  display: inline-block;
  width: 64px;
  height: 6px;
`;

/**
 * A video's renditions in the admin Videos tab: '720p ✓' chips for the finished ones, a
 * compact bar with the percent (one decimal) for the one transcoding, 'Queued' and 'Failed'.
 * Nothing at all when there is neither a job nor a rendition (a source below 360 lines).
 */
export function RenditionStatus({ available, jobs }: { available: readonly string[]; jobs?: readonly RenditionJob[] }) {
  const renditions = renditionsOf(available, jobs);
  if (renditions.length === 0) return null;
  return (
    <List aria-label="Renditions">
      {renditions.map(({ quality, state, percent }) => {
        if (state === 'ready') {
          return (
            <Chip key={quality} $tone="ready" title={`${quality} rendition ready`}>
              {quality} ✓
            </Chip>
          );
        }
        if (state === 'running') {
          const value = Math.round(Math.max(0, Math.min(100, percent)) * 10) / 10;
          const text = formatPercent(value);
          return (
            <Chip key={quality} $tone="running">
              <span>{quality}</span>
              <Track role="progressbar" aria-label={`${quality} rendition ${text}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
                <span style={{ width: `${value}%` }} />
              </Track>
              <em>{text}</em>
            </Chip>
          );
        }
        return (
          <Chip key={quality} $tone={state}>
            <span>{quality}</span>
            <em>{state === 'pending' ? 'Queued' : 'Failed'}</em>
          </Chip>
        );
      })}
    </List>
  );
}
