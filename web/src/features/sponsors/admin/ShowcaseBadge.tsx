import { Badge } from '../../../components/layout';
import type { AdminSponsorWire } from './sponsorsAdminApi';

const SHOWN = {
  live: { tone: 'green', text: 'Live' },
  scheduled: { tone: 'gold', text: 'Scheduled' },
  expired: { tone: 'red', text: 'Expired' },
} as const;

/** Where the sponsorship stands on /sponsors today. */
export function ShowcaseBadge({ showcase }: { showcase: AdminSponsorWire['showcase'] }) {
  const { tone, text } = SHOWN[showcase];
  return <Badge $tone={tone}>{text}</Badge>;
}
