import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, Container, Page } from '../../components/layout';

const Wrap = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

const Head = styled.div`
  text-align: center;
  margin-bottom: 1.5rem;
  h1 { font-size: clamp(2rem, 6vw, 2.6rem); text-transform: uppercase; margin-bottom: 0.3rem; }
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
`;

export const AuthCard = styled(Card)`
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1.25rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.92rem;
  a { display: inline-flex; align-items: center; min-height: 24px; }
`;

/** A success message in place of a finished form. */
export const Notice = styled.div`
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(47, 191, 113, 0.1);
  border: 1px solid rgba(47, 191, 113, 0.45);
  p { margin: 0; }
`;

export function BackToSignIn() {
  return (
    <Footer>
      <Link to="/auth">Back to Sign In</Link>
    </Footer>
  );
}

export function AuthLayout({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Container>
        <Wrap>
          <Head>
            <h1>{title}</h1>
            {subtitle && <p>{subtitle}</p>}
          </Head>
          <AuthCard>{children}</AuthCard>
        </Wrap>
      </Container>
    </Page>
  );
}
