import styled from 'styled-components';
import { Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ANIMATION_DESCRIPTIONS, ANIMATION_LABELS, LOGO_ANIMATIONS, SiteLogo } from '../settings';

const Grid = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1.25rem;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.9rem;
  padding: 1.75rem 1rem 1.25rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: radial-gradient(circle at 50% 35%, #202027, ${({ theme }) => theme.colors.surface} 70%);
  h2 { font-size: 1.35rem; margin: 0; text-transform: uppercase; color: ${({ theme }) => theme.colors.gold}; }
  p { margin: 0; font-size: 0.88rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Stage = styled.div`
  height: 150px;
  display: grid;
  place-items: center;
`;

export default function LogoDemoPage() {
  useDocumentTitle('Logo Animations');
  return (
    <Page>
      <Container>
        <Eyebrow>Brand</Eyebrow>
        <PageTitle>
          Logo <span>Animations</span>
        </PageTitle>
        <Lead>Every animation the site logo can use. Admins pick one in Admin → Settings.</Lead>
        <Grid>
          {LOGO_ANIMATIONS.map((a) => (
            <Tile key={a} data-testid={`logo-demo-${a}`}>
              <Stage>
                <SiteLogo size="lg" animation={a} />
              </Stage>
              <h2>{ANIMATION_LABELS[a]}</h2>
              <p>{ANIMATION_DESCRIPTIONS[a]}</p>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Page>
  );
}
