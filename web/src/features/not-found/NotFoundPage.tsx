import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container, Page } from '../../components/layout';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const Box = styled.div`
  text-align: center;
  padding: 3rem 0;
  .code {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(6rem, 22vw, 11rem);
    line-height: 0.9;
    color: transparent;
    -webkit-text-stroke: 2px ${({ theme }) => theme.colors.gold};
  }
  h1 { font-size: clamp(1.8rem, 5vw, 2.6rem); text-transform: uppercase; margin-top: 1rem; }
  p { color: ${({ theme }) => theme.colors.muted}; margin-bottom: 1.75rem; }
`;

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Page>
      <Container>
        <Box>
          <div className="code" aria-hidden="true">
            404
          </div>
          <h1>404 Page Not Found</h1>
          <p>That page dropped off the card. Check the address or head back to the main stage.</p>
          <ButtonLink to="/">Return Home</ButtonLink>
        </Box>
      </Container>
    </Page>
  );
}
