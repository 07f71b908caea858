import { Link } from 'react-router';
import styled from 'styled-components';
import { MailIcon, PinIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { SocialLinks } from '../../components/SocialLinks';
import { CONTACT_EMAIL, LEAGUE_YEARS, PRODUCT, REGION } from '../../lib/brand';
import { Section, SectionHead } from './styles';

const Banner = styled.div`
  margin-bottom: 3rem;
  padding: 1.4rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.red}, #b3160c 50%, ${({ theme }) => theme.colors.red});
  box-shadow: 0 20px 50px rgba(229, 38, 26, 0.2);
  p {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.6rem, 5vw, 2.6rem);
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: #fff;
  }
  small { display: block; margin-top: 0.2rem; color: rgba(255, 255, 255, 0.85); font-weight: 700; letter-spacing: 0.12em; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: 1fr; }
`;

const Tile = styled.div`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.25rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.gold};
  }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  a.big { font-size: 1.1rem; font-weight: 700; overflow-wrap: anywhere; }
`;

export function ContactSection() {
  return (
    <Section id="contact" $alt aria-labelledby="contact-title">
      <Container>
        <Banner>
          <p>{LEAGUE_YEARS} Years of Excellence</p>
          <small>STILL RAW. STILL INDEPENDENT. STILL {PRODUCT}.</small>
        </Banner>
        <SectionHead>
          <h2 id="contact-title">
            GET IN <span>TOUCH</span>
          </h2>
          <p>
            Bookings, sponsorships, press or just love for the culture: we answer everything.{' '}
            <Link to="/contact">Contact details &amp; FAQ →</Link>
          </p>
        </SectionHead>
        <Grid>
          <Tile>
            <h3>
              <MailIcon /> Email
            </h3>
            <a className="big" href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </Tile>
          <Tile>
            <h3>
              <PinIcon /> Location
            </h3>
            <p>{REGION}</p>
          </Tile>
          <Tile>
            <h3>Follow {PRODUCT}</h3>
            <SocialLinks />
          </Tile>
        </Grid>
      </Container>
    </Section>
  );
}
