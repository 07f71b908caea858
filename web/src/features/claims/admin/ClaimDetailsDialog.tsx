import { Dialog } from '../../../components/Dialog';
import { CloseActions, Fact, Facts, ReviewFacts } from '../../../components/review-queue';
import { formatDate, formatDateTime } from '../../../lib/date';
import type { AdminClaimRequest } from '../claimsApi';
import { ExternalLink } from './ExternalLink';
import { battlerName, mailFlags, socialLinks, userName } from './rows';

function ClaimFacts({ claim }: { claim: AdminClaimRequest }) {
  const links = socialLinks(claim);
  return (
    <Facts>
      <Fact term="User">{claim.user ? `${userName(claim)}\n@${claim.user.username}\n${claim.user.email}` : 'Deleted user'}</Fact>
      <Fact term="Battler">{battlerName(claim)}</Fact>
      <Fact term="Contact email">{claim.contactEmail}</Fact>
      <Fact term="Contact phone">{claim.contactPhone}</Fact>
      <Fact term="Social links">
        {links.length > 0 ? (
          <ul>
            {links.map((l) => (
              <li key={l.platform}>
                {l.label}: <ExternalLink href={l.url}>{l.url}</ExternalLink>
              </li>
            ))}
          </ul>
        ) : (
          'None given'
        )}
      </Fact>
      <Fact term="Battle videos">
        <ol>
          {claim.battleVideos.map((url, i) => (
            <li key={i}>
              <ExternalLink href={url}>{url}</ExternalLink>
            </li>
          ))}
        </ol>
      </Fact>
      <Fact term="Battle history">{claim.battleHistory}</Fact>
      <Fact term="Additional info">{claim.additionalInfo}</Fact>
      <ReviewFacts
        status={claim.status}
        submitted={formatDate(claim.createdAt)}
        reviewed={claim.reviewedAt ? formatDateTime(claim.reviewedAt) : null}
        notes={claim.reviewNotes}
      />
      {mailFlags(claim).map((f) => (
        <Fact key={f.label} term={f.label}>
          {f.sent ? 'Sent' : 'Not sent'}
        </Fact>
      ))}
    </Facts>
  );
}

/** Everything the claimant sent, with the review and the three mails' state (admin §3). */
export function ClaimDetailsDialog({ claim, onClose }: { claim: AdminClaimRequest | null; onClose: () => void }) {
  return (
    <Dialog
      open={!!claim}
      onClose={onClose}
      title="Claim Request Details"
      description={claim ? `${userName(claim)} claims ${battlerName(claim)}` : undefined}
      initialFocus="button"
    >
      {claim && <ClaimFacts claim={claim} />}
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
