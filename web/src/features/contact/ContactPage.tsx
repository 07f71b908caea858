import styled from 'styled-components';
import { ClockIcon, MailIcon, PinIcon } from '../../components/icons';
import { Card, Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { SocialLinks } from '../../components/SocialLinks';
import { CONTACT_EMAIL, HOURS, LOCATION, PRODUCT } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { FAQ } from './faq';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 1rem;
  margin: 2rem 0 3.5rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Info = styled(Card)`
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.2rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.gold};
  }
  p { margin: 0; }
  a { font-weight: 700; overflow-wrap: anywhere; }
`;

const Faq = styled.section`
  h2 { font-size: clamp(1.8rem, 5vw, 2.6rem); text-transform: uppercase; }
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    margin-bottom: 0.75rem;
  }
  details[open] { border-color: ${({ theme }) => theme.colors.gold}; }
  summary {
    cursor: pointer;
    padding: 1rem 1.25rem;
    font-weight: 800;
    list-style-position: inside;
  }
  details p { padding: 0 1.25rem 1.1rem; margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <Page>
      <Container>
        <Eyebrow>Contact</Eyebrow>
        <PageTitle>
          Talk to <span>{PRODUCT}</span>
        </PageTitle>
        <Lead>Sponsorships, battler questions, press or bookings: reach out and the league will get back to you.</Lead>
        <Grid>
          <Info>
            <h2>
              <MailIcon /> Email
            </h2>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </Info>
          <Info>
            <h2>
              <PinIcon /> Location
            </h2>
            <p>{LOCATION}</p>
          </Info>
          <Info>
            <h2>
              <ClockIcon /> Hours
            </h2>
            <p>{HOURS}</p>
          </Info>
          <Info>
            <h2>Social</h2>
            <SocialLinks which={['youtube', 'facebook', 'x']} />
          </Info>
        </Grid>
        <Faq aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </Faq>
      </Container>
    </Page>
  );
}
