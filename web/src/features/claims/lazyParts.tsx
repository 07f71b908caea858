import { lazyPart } from '../../lib/lazyPart';

// Nothing shows while each loads: a visitor sees none of them anyway.

/** The claim control on a battler's page; the claim form needs the form libraries. */
export const ClaimButton = lazyPart(() => import('./member/ClaimButton').then((m) => m.ClaimButton));

/** The owner's cover buttons on their battler's page, loaded only for the owner: a visitor's page carries none of the upload code. */
export const CoverControls = lazyPart(() => import('./owner/CoverControls').then((m) => m.CoverControls));

/** '<n> claim requests pending review', lazy like the tab itself, so the claims code loads only on the admin page. */
export const PendingClaimsLink = lazyPart(() => import('./admin/PendingClaimsNote').then((m) => m.PendingClaimsNote));
