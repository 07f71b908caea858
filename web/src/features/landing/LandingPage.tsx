import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BelowTheFoldSpace, useRevealedCount } from '../../components/AfterFirstPaint';
import { scrollToId } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { BattlerSection, SponsorSection } from './JoinSections';
import { LatestBattles } from './LatestBattles';

/** Below the hero, which fills a phone's first screen: rendered after its first paint, one a frame. */
const BELOW_THE_HERO = [LatestBattles, SponsorSection, BattlerSection, ContactSection];

export default function LandingPage() {
  useDocumentTitle('');
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { scrollTo?: string } | null)?.scrollTo;
  const shown = useRevealedCount(BELOW_THE_HERO.length, 0, 1, Boolean(target));

  // arriving from another page through Home / Contact: scroll once, then forget the request
  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      scrollToId(target);
      navigate('.', { replace: true, state: null });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, navigate]);

  return (
    <main>
      <Hero />
      {BELOW_THE_HERO.slice(0, shown).map((Section, i) => (
        <Section key={i} />
      ))}
      {shown < BELOW_THE_HERO.length && <BelowTheFoldSpace />}
    </main>
  );
}
