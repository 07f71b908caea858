import { SPEEDS, speedLabel } from '../constants';
import { MenuButton } from './MenuButton';

const OPTIONS = SPEEDS.map((rate) => ({ value: rate, label: speedLabel(rate) }));

export interface SpeedMenuProps {
  rate: number;
  onRate: (rate: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Playback speed 0.5× … 2× (public §2). */
export function SpeedMenu({ rate, onRate, open, onOpenChange }: SpeedMenuProps) {
  return (
    <MenuButton
      label={`Playback speed: ${speedLabel(rate)}`}
      title="Playback speed"
      options={OPTIONS}
      value={rate}
      onSelect={onRate}
      open={open}
      onOpenChange={onOpenChange}
    >
      {`${rate}×`}
    </MenuButton>
  );
}
