import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/layout';
import { LoadFailed } from '../../../components/panelParts';
import { Switch } from '../../../components/Switch';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { ANIMATION_DESCRIPTIONS, ANIMATION_LABELS, LOGO_ANIMATIONS, normalizeAnimation, type LogoAnimation } from '../animations';
import { LogoUploadCard } from './LogoUploadCard';
import { ProjectionsCard } from './ProjectionsCard';
import { SiteLogo } from '../SiteLogo';
import { useGetSettingQuery, useUpdateSettingMutation } from '../settingsApi';

const Stack = styled.div`
  display: grid;
  /* minmax(0, …): the projections table scrolls inside its card instead of widening the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  h2 { font-size: 1.5rem; text-transform: uppercase; }
`;

const AnimGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 220px;
  gap: 1.5rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0.6rem;
  legend { font-weight: 700; margin-bottom: 0.6rem; }
`;

const Option = styled.label<{ $on: boolean }>`
  display: flex;
  gap: 0.55rem;
  align-items: flex-start;
  padding: 0.65rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.goldSoft : theme.colors.bg)};
  cursor: pointer;
  input { accent-color: ${({ theme }) => theme.colors.gold}; margin-top: 0.25rem; }
  strong { display: block; text-transform: capitalize; }
  small { display: block; margin-top: 0.15rem; color: ${({ theme }) => theme.colors.muted}; font-size: 0.75rem; line-height: 1.35; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

const Live = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 0.75rem;
  min-height: 220px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: radial-gradient(circle at 50% 40%, #24242c, #0d0d10 70%);
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

function LogoAnimationCard() {
  const { toast } = useToast();
  const { data, isLoading, isError, error, refetch } = useGetSettingQuery('logo_animation');
  const [update] = useUpdateSettingMutation();
  // One save at a time, and the options stay enabled meanwhile: arrowing through them picks
  // each in turn, and the latest pick (shown at once) is saved when the one under way is in.
  const running = useRef(false);
  const latest = useRef<LogoAnimation | null>(null);
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState<LogoAnimation | null>(null);
  const current = queued ?? normalizeAnimation(data?.value);

  // 404 reads as "not set" (data null, the default is right); any other failure leaves the
  // stored value unknown, and picking one would overwrite it: no choices until it is read.
  if (isError) {
    return (
      <Card>
        <h2>Logo Animation</h2>
        <LoadFailed what="the logo animation setting" message={error?.message} onRetry={refetch} />
      </Card>
    );
  }

  const choose = async (value: LogoAnimation) => {
    if (running.current) {
      latest.current = value;
      setQueued(value);
      return;
    }
    if (value === current) return;
    running.current = true;
    setSaving(true);
    let saved = current;
    let next: LogoAnimation | null = value;
    try {
      while (next && next !== saved) {
        // sent (and shown, optimistically) before the queued pick is cleared: no flash back
        const sending = update({ key: 'logo_animation', value: next });
        setQueued(null);
        await sending.unwrap();
        saved = next;
        next = latest.current;
        latest.current = null;
      }
      toast({ title: 'Logo animation updated successfully' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update logo animation'), variant: 'destructive' });
    } finally {
      running.current = false;
      latest.current = null;
      setQueued(null);
      setSaving(false);
    }
  };

  return (
    <Card>
      <h2>Logo Animation</h2>
      <AnimGrid>
        <Options disabled={isLoading} aria-busy={saving || undefined}>
          <legend>Animation style (saved as soon as you pick one)</legend>
          {LOGO_ANIMATIONS.map((a) => (
            <Option key={a} $on={a === current}>
              <input type="radio" name="logo-animation" value={a} checked={a === current} onChange={() => choose(a)} />
              <span>
                <strong>{ANIMATION_LABELS[a]}</strong>
                <small>{ANIMATION_DESCRIPTIONS[a]}</small>
              </span>
            </Option>
          ))}
        </Options>
        <Live aria-label="Live preview">
          <SiteLogo size="lg" animation={current} />
          <p>Live preview: {ANIMATION_LABELS[current]}</p>
        </Live>
      </AnimGrid>
    </Card>
  );
}

function YouTubeViewsCard() {
  const { data, isLoading, isError, error, refetch } = useGetSettingQuery('youtube_views_visible');
  const [update, { isLoading: saving }] = useUpdateSettingMutation();
  const on = data?.value === 'true';
  // as above: a failed read (not 404) is not 'off', and a flip would save over the real value
  if (isError) {
    return (
      <Card>
        <h2>YouTube Views</h2>
        <LoadFailed what="the YouTube views setting" message={error?.message} onRetry={refetch} />
      </Card>
    );
  }
  return (
    <Card>
      <h2>YouTube Views</h2>
      <Switch
        label="Show YouTube Views (Admin)"
        description="Admins can change whether YouTube view counts show on the public pages."
        checked={on}
        disabled={isLoading}
        // while it saves the switch keeps focus (busy, not disabled) and ignores a further flip
        busy={saving}
        onChange={(next) => {
          update({ key: 'youtube_views_visible', value: next ? 'true' : 'false' })
            .unwrap()
            .catch((err: unknown) => console.error('Failed to update youtube_views_visible', err));
        }}
      />
    </Card>
  );
}

/** The admin Settings tab: logo, logo animation, the YouTube views switch and the projections (its further section). */
export function AdminSettingsPanel() {
  return (
    <Stack>
      <LogoUploadCard />
      <LogoAnimationCard />
      <YouTubeViewsCard />
      <ProjectionsCard />
    </Stack>
  );
}
