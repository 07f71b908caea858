import { useMemo } from 'react';
import type { Quality, QualityChoice } from '../quality';
import { MenuButton } from './MenuButton';

export interface QualityMenuProps {
  /** the renditions, highest first ([] until they exist) */
  qualities: readonly Quality[];
  /** what Auto resolves to; null = the original file */
  auto: Quality | null;
  choice: QualityChoice;
  onChoose: (choice: QualityChoice) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Auto plus the video's real renditions; with none, only 'Auto (Original)'. */
export function QualityMenu({ qualities, auto, choice, onChoose, open, onOpenChange }: QualityMenuProps) {
  const autoLabel = `Auto (${auto ?? 'Original'})`;
  const options = useMemo(
    () => [{ value: 'auto' as QualityChoice, label: autoLabel }, ...qualities.map((q) => ({ value: q as QualityChoice, label: q }))],
    [autoLabel, qualities],
  );
  const current = choice === 'auto' ? autoLabel : choice;
  return (
    <MenuButton
      label={`Quality: ${current}`}
      title="Quality"
      options={options}
      value={choice}
      onSelect={onChoose}
      open={open}
      onOpenChange={onOpenChange}
    >
      {choice === 'auto' ? (auto ? `Auto ${auto}` : 'Auto') : choice}
    </MenuButton>
  );
}
