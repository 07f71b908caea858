import { memo } from 'react';
import { Badge } from '../../components/layout';
import { formatCount, truncate, type Battler } from '../catalogue';
import { withAsOf } from './asOf/asOf';
import { useAsOf } from './asOf/useAsOf';
import { BattlerPhoto } from '../../components/BattlerPhoto';
import { formatDay, formatNumber, HOF_QUOTE_MAX, MEMORIAL_QUOTE_MAX, QUOTE_MAX, shownWinRate, TAGLINE_MAX } from './format';
import { Badges, CardHead, CardShell, MemorialDate, Notes, Quote, Stats, StretchedLink, Tagline, type CardKind } from './styles';

export function cardKind(b: Battler): CardKind {
  if (b.category === 'in_memory') return 'memorial';
  return b.category === 'hall_of_fame' ? 'hof' : 'normal';
}

function Stat({ label, value, wide }: { label: string; value: string | number; wide?: boolean }) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Text cut for the card, with the whole text on hover when something was cut. */
function Cut({ text, max, kind }: { text: string | null; max: number; kind: 'tagline' | 'quote' }) {
  if (!text) return null;
  const shown = truncate(text, max);
  const title = shown === text ? undefined : text;
  return kind === 'tagline' ? <Tagline title={title}>{shown}</Tagline> : <Quote title={title}>{shown}</Quote>;
}

function CardBadges({ b }: { b: Battler }) {
  if (!b.isHallOfFame && !b.isDeceased) return null;
  return (
    <Badges>
      {b.isHallOfFame && <Badge $tone="gold">Hall of Fame</Badge>}
      {b.isDeceased && <Badge $tone="muted">In Memory</Badge>}
    </Badges>
  );
}

function Head({ b, kind }: { b: Battler; kind: CardKind }) {
  // a past directory leads to the same past on the battler's page
  const asOf = useAsOf();
  return (
    <CardHead>
      <BattlerPhoto name={b.name} url={b.profileImageUrl} size={kind === 'normal' ? 64 : 72} memorial={kind === 'memorial'} />
      <div>
        {/* h2: the cards sit right under the page's h1 (heading order, issue 15) */}
        <h2>
          <StretchedLink to={withAsOf(`/battlers/${encodeURIComponent(b.id)}`, asOf)}>{b.name}</StretchedLink>
        </h2>
        <CardBadges b={b} />
      </div>
    </CardHead>
  );
}

/** In Memory: the date they passed, a longer quote, the notes and the record they left. */
function MemorialCard({ b }: { b: Battler }) {
  const date = formatDay(b.deceasedDate);
  return (
    <CardShell $kind="memorial" data-kind="memorial">
      <Head b={b} kind="memorial" />
      {date && (
        <MemorialDate>
          Forever in our hearts · <time dateTime={b.deceasedDate ?? undefined}>{date}</time>
        </MemorialDate>
      )}
      <Cut kind="quote" text={b.quote} max={MEMORIAL_QUOTE_MAX} />
      {b.memorialNotes && <Notes>{b.memorialNotes}</Notes>}
      <Stats>
        <Stat label="Battles" value={b.battles} />
        <Stat label="Wins" value={b.wins} />
        <Stat label="Legacy Votes" value={formatNumber(b.totalVotes)} />
      </Stats>
    </CardShell>
  );
}

/**
 * A directory card; the layout follows the battler's category (Hall of Fame, In Memory or regular).
 * Memoised: the directory adds cards a few per frame (useFirstPaintCards), and each step would
 * otherwise draw every card already shown again (28 s of main thread at 1 500 battlers). Its props
 * are the battler object from the query's data and a boolean, both stable across those steps.
 */
export const BattlerCard = memo(function BattlerCard({ battler: b, showYouTubeViews }: { battler: Battler; showYouTubeViews: boolean }) {
  const kind = cardKind(b);
  if (kind === 'memorial') return <MemorialCard b={b} />;
  return (
    <CardShell $kind={kind} data-kind={kind}>
      <Head b={b} kind={kind} />
      <Cut kind="tagline" text={b.tagline} max={TAGLINE_MAX} />
      <Cut kind="quote" text={b.quote} max={kind === 'hof' ? HOF_QUOTE_MAX : QUOTE_MAX} />
      <Stats>
        <Stat label="Battles" value={b.battles} />
        <Stat label="Win Rate" value={shownWinRate(b)} />
        <Stat label="W / L" value={`${b.wins}-${b.losses}`} />
        <Stat label="Votes" value={formatNumber(b.totalVotes)} />
        {showYouTubeViews && b.totalYoutubeViews > 0 && <Stat wide label="YouTube Views" value={formatCount(b.totalYoutubeViews)} />}
      </Stats>
    </CardShell>
  );
});
