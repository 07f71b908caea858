import { Button, ExternalButton } from '../../components/Button';
import { Badge } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { failText, REASON_TEXT, scorePercent } from './format';
import { useGetSimilarBattlersQuery, type BattlerName } from './mergeApi';
import { BattlerBrief, Card, Cards, Note, ScoreText } from './parts';

export interface SimilarBattlersProps {
  /** the application's battlerName */
  name: string;
  /** the battler an approved application is linked to: shown, but not offered for a merge with itself */
  linkedBattlerId?: string | null;
  /** a match chosen to merge away, and the application's battler to keep when it is among the matches */
  onMerge: (source: BattlerName, target: BattlerName | null) => void;
}

/** GET /api/admin/battlers/similar: the existing battlers a name may mean, best first. */
export function SimilarBattlers({ name, linkedBattlerId = null, onMerge }: SimilarBattlersProps) {
  const { data, isFetching, error } = useGetSimilarBattlersQuery(name, { refetchOnMountOrArgChange: true });
  if (isFetching) return <SkeletonRows count={3} height="4rem" label="Searching for similar battlers" />;
  if (error) return <Note $error role="alert">Could not search for similar battlers: {failText(error)}</Note>;
  const matches = data?.matches ?? [];
  const linked = matches.find((m) => m.battler.id === linkedBattlerId)?.battler;
  const keep = linked ? { id: linked.id, name: linked.name } : null;
  if (matches.length === 0) return <Note role="status">No similar battlers found</Note>;
  return (
    <Cards aria-label={`Battlers similar to ${name}`}>
      {matches.map(({ battler, score, reason }) => (
        <Card key={battler.id}>
          <div className="head">
            <BattlerBrief battler={battler} as="h3" />
            <ScoreText>
              {scorePercent(score)} · {REASON_TEXT[reason]}
            </ScoreText>
          </div>
          <div className="actions">
            {battler.id === linkedBattlerId ? (
              <Badge $tone="muted">This application's battler</Badge>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => onMerge({ id: battler.id, name: battler.name }, keep)} aria-label={`Merge ${battler.name}…`}>
                Merge…
              </Button>
            )}
            <ExternalButton size="sm" variant="ghost" href={`/battlers/${encodeURIComponent(battler.id)}`} aria-label={`${battler.name}'s page (opens in a new tab)`}>
              Public page
            </ExternalButton>
          </div>
        </Card>
      ))}
    </Cards>
  );
}
