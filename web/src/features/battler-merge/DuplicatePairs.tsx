import { Button } from '../../components/Button';
import { SkeletonRows } from '../../components/Skeleton';
import type { DuplicatePairWire } from '../../../../api/features/battler-merge/wire-types';
import { failText, REASON_TEXT, scorePercent } from './format';
import { useGetDuplicatesQuery } from './mergeApi';
import { BattlerBrief, Card, Cards, Note, ScoreText } from './parts';

/** GET /api/admin/battlers/duplicates: the likely pairs, best first, each with 'Use this pair'. */
export function DuplicatePairs({ onUse }: { onUse: (pair: DuplicatePairWire) => void }) {
  const { data, isLoading, error } = useGetDuplicatesQuery();
  if (isLoading) return <SkeletonRows count={3} height="4rem" label="Loading likely duplicates" />;
  if (error) return <Note $error role="alert">Could not load likely duplicates: {failText(error)}</Note>;
  const pairs = data?.pairs ?? [];
  if (pairs.length === 0) return <Note>No likely duplicates found</Note>;
  return (
    <Cards aria-label="Likely duplicates">
      {pairs.map((pair) => (
        <Card key={`${pair.a.id}-${pair.b.id}`}>
          <div className="head">
            <ScoreText>
              {scorePercent(pair.score)} · {REASON_TEXT[pair.reason]}
            </ScoreText>
            <Button size="sm" variant="secondary" onClick={() => onUse(pair)} aria-label={`Use this pair: ${pair.a.name} and ${pair.b.name}`}>
              Use this pair
            </Button>
          </div>
          <BattlerBrief battler={pair.a} />
          <BattlerBrief battler={pair.b} />
        </Card>
      ))}
    </Cards>
  );
}
