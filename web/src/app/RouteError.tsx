import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button';
import { Container, Lead, Page, PageTitle } from '../components/layout';
import NotFoundPage from '../features/not-found/NotFoundPage';

/** Shown when a page throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Page>
      <Container>
        <PageTitle>Something went wrong</PageTitle>
        <Lead>This page hit an unexpected error. Reloading usually fixes it.</Lead>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Container>
    </Page>
  );
}
