import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { scrollToId } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { BattlerSection, SponsorSection } from './JoinSections';
import { LatestBattles } from './LatestBattles';

export default function LandingPage() {
  useDocumentTitle('');
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { scrollTo?: string } | null)?.scrollTo;

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
      <AfterFirstPaint now={Boolean(target)}>
        <LatestBattles />
        <SponsorSection />
        <BattlerSection />
        <ContactSection />
      </AfterFirstPaint>
    </main>
  );
}
