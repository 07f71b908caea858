import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Container } from '../../components/layout';
import type { AccountStatus } from '../auth';
import { SiteLogo } from '../settings';
import { LEAGUE_YEARS, TAGLINE } from '../../lib/brand';
import { scrollToSection } from '../../lib/scroll';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  min-height: min(92vh, 860px);
  display: flex;
  align-items: center;
  padding: calc(${({ theme }) => theme.layout.navHeight} + 3rem) 0 4rem;
  text-align: center;
  background:
    radial-gradient(ellipse at 20% 0%, rgba(229, 38, 26, 0.28), transparent 55%),
    radial-gradient(ellipse at 85% 30%, rgba(245, 179, 1, 0.16), transparent 50%),
    repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.018) 0 2px, transparent 2px 14px),
    ${({ theme }) => theme.colors.bg};
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 120px;
    background: linear-gradient(transparent, ${({ theme }) => theme.colors.bg});
    pointer-events: none;
  }
`;

const Inner = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
`;

const LogoWrap = styled.div`
  margin-bottom: 1.5rem;
  & .site-logo { width: min(260px, 58vw); height: min(260px, 58vw); }
`;

const Years = styled.p`
  display: inline-block;
  margin: 0 0 1.25rem;
  padding: 0.45rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-weight: 900;
  font-size: 0.82rem;
  letter-spacing: 0.2em;
`;

const Title = styled.h1`
  font-size: clamp(2.4rem, 8vw, 5rem);
  text-transform: uppercase;
  margin-bottom: 0.3em;
  span { color: ${({ theme }) => theme.colors.redText}; }
`;

const Tagline = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: clamp(1rem, 2.4vw, 1.2rem);
  margin-bottom: 2.25rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.85rem;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-self: stretch;
    max-width: 360px;
    margin: 0 auto;
    width: 100%;
  }
`;

/**
 * `account`: the landing page's useCurrentUser().status. A member goes to /dashboard from BECOME
 * A SPONSOR and BATTLER SIGN UP; anyone else, including someone whose account could not be
 * read, scrolls to the section, which says what it is about without a visitor's or a
 * member's call to action in that case (JoinSections).
 */
export function Hero({ account }: { account: AccountStatus }) {
  const navigate = useNavigate();
  const toDashboardOr = (section: string) => () => (account === 'member' ? navigate('/dashboard') : scrollToSection(section));
  return (
    <Wrap id="home" aria-label="Welcome">
      <Container>
        <Inner>
          <LogoWrap>
            <SiteLogo size="2xl" />
          </LogoWrap>
          <Years>{LEAGUE_YEARS} YEARS & COUNTING</Years>
          <Title>
            The Southwest&apos;s <span>Battle Rap</span> League
          </Title>
          <Tagline>{TAGLINE}</Tagline>
          <Buttons>
            <Button size="lg" onClick={toDashboardOr('sponsors')}>
              BECOME A SPONSOR
            </Button>
            <Button size="lg" variant="danger" onClick={() => scrollToSection('battles')}>
              WATCH BATTLES
            </Button>
            <Button size="lg" variant="secondary" onClick={toDashboardOr('battlers')}>
              BATTLER SIGN UP
            </Button>
          </Buttons>
        </Inner>
      </Container>
    </Wrap>
  );
}
