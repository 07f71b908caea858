import styled from 'styled-components';
import { SocialLinks } from '../components/SocialLinks';
import { Container } from '../components/layout';
import { CONTACT_EMAIL, LEAGUE_YEARS, PRODUCT, REGION } from '../lib/brand';
import { useScrollToSection } from '../lib/scroll';

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: #070709;
  padding: 3rem 0 1.5rem;
  font-size: 0.92rem;
`;

const Cols = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 2rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr 1fr; }
`;

const BrandCol = styled.div`
  ${({ theme }) => theme.media.mobile} { grid-column: 1 / -1; }
  strong { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.8rem; letter-spacing: 0.04em; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 26rem; margin: 0.5rem 0 1rem; }
`;

const H = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.gold};
  margin-bottom: 0.9rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.55rem;
  button {
    min-height: 24px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover { color: ${({ theme }) => theme.colors.gold}; }
  }
  span { color: ${({ theme }) => theme.colors.muted}; }
`;

const Bottom = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.82rem;
`;

export function SiteFooter() {
  const scrollTo = useScrollToSection();
  return (
    <Foot>
      <Container>
        <Cols>
          <BrandCol>
            <strong>{PRODUCT}</strong>
            <p>
              {LEAGUE_YEARS} years of battle rap in the {REGION}. Bars, crowds and history made on camera.{' '}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <SocialLinks />
          </BrandCol>
          <nav aria-label="Quick Links">
            <H>Quick Links</H>
            <List>
              <li>
                <button type="button" onClick={() => scrollTo('battles')}>
                  Latest Battles
                </button>
              </li>
              <li>
                <button type="button" onClick={() => scrollTo('sponsors')}>
                  Sponsorship
                </button>
              </li>
              <li>
                <button type="button" onClick={() => scrollTo('contact')}>
                  Contact
                </button>
              </li>
            </List>
          </nav>
          <div>
            <H>Legal</H>
            <List>
              <li>
                <span>Privacy Policy</span>
              </li>
              <li>
                <span>Terms of Service</span>
              </li>
              <li>
                <span>Copyright Notice</span>
              </li>
            </List>
          </div>
        </Cols>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {PRODUCT}. All rights reserved.
          </span>
          <span>{REGION}</span>
        </Bottom>
      </Container>
    </Foot>
  );
}
