import { Badge } from '../../components/layout';
import { KIND_LABEL, type ApplicationRow } from './rows';

export function KindBadge({ kind }: { kind: ApplicationRow['kind'] }) {
  return <Badge $tone={kind === 'sponsor' ? 'gold' : 'muted'}>{KIND_LABEL[kind]}</Badge>;
}
