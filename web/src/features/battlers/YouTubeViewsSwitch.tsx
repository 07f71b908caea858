import styled from 'styled-components';
import { Switch } from '../../components/Switch';
import { useCurrentUser } from '../auth';
import { useGetSettingQuery, useUpdateSettingMutation } from '../settings';

const Bar = styled.div`
  max-width: 420px;
  margin: 0 0 1.5rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
`;

/** Admin-only switch for the youtube_views_visible setting; renders nothing for anyone else. */
export function YouTubeViewsSwitch() {
  const { isAdmin } = useCurrentUser();
  const { data, isLoading } = useGetSettingQuery('youtube_views_visible');
  const [update, { isLoading: saving }] = useUpdateSettingMutation();
  if (!isAdmin) return null;
  return (
    <Bar>
      <Switch
        label="Show YouTube Views (Admin)"
        checked={data?.value === 'true'}
        disabled={isLoading || saving}
        onChange={(next) => {
          // the mutation shows the choice at once and rolls back on failure; the spec only logs it (§8)
          update({ key: 'youtube_views_visible', value: next ? 'true' : 'false' })
            .unwrap()
            .catch((err: unknown) => console.error('Failed to update youtube_views_visible', err));
        }}
      />
    </Bar>
  );
}
