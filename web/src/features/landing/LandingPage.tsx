import { memo, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BelowTheFoldSpace, useRevealedCount } from '../../components/AfterFirstPaint';
import { scrollToSection, type ScrollToState } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useCurrentUser, type AccountStatus } from '../auth';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { BattlerSection, SponsorSection } from './JoinSections';
import { LatestBattles } from './LatestBattles';

/** Below the hero, which fills a phone's first screen: rendered after its first paint, one a frame. */
// the two that do not show who is here are not rendered again when that answer comes
const Battles = memo(LatestBattles);
const Contact = memo(ContactSection);
const BELOW_THE_HERO: ComponentType<{ account: AccountStatus }>[] = [() => <Battles />, SponsorSection, BattlerSection, () => <Contact />];

export default function LandingPage() {
  useDocumentTitle('');
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as ScrollToState | null)?.scrollTo;
  const shown = useRevealedCount(BELOW_THE_HERO.length, 0, 1, Boolean(target));
  const { pathname, search, hash } = location;
  // who is here, read once for the hero and the join sections: a section that mounts a frame
  // later with its own subscription would ask a failed read again as it mounts
  const { status: account } = useCurrentUser();

  // arriving from another page through Home / Contact: scroll to (and focus) the section once,
  // then forget the request: the same address ('.' from this index route would add ?index),
  // and no scroll reset, which would undo the scroll just asked for
  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      scrollToSection(target);
      navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, navigate, pathname, search, hash]);

  return (
    <main>
      <Hero account={account} />
      {BELOW_THE_HERO.slice(0, shown).map((Section, i) => (
        <Section key={i} account={account} />
      ))}
      {shown < BELOW_THE_HERO.length && <BelowTheFoldSpace />}
    </main>
  );
}
