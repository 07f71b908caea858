import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/Field';
import { Card, Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { PageFallback } from '../../components/PageFallback';
import { SkeletonRows } from '../../components/Skeleton';
import { TabPanel, Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useIsMobile } from '../../lib/useMediaQuery';
import { fullName, ROLE_LABELS } from '../../lib/types';
import { useCurrentUser } from '../auth';
import type { FeatureModule } from '../../lib/featureModule';
import { dashboardOf } from './adminTabs';

/** The dashboard of the features it is given: their tabs and status lines (app/router.tsx hands over the registry). */
export default function AdminPage({ modules }: { modules: readonly FeatureModule[] }) {
  useDocumentTitle('Admin');
  const { tabs, statuses } = useMemo(() => dashboardOf(modules), [modules]);
  const { user, isLoading, isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const raw = params.get('tab');
  // without a tab named in the URL the dashboard opens on the spec's first tab (admin §2), Applications
  const current = tabs.find((t) => t.id === raw) ?? tabs[0];
  const tab = current.id;
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('tab', next);
        return q;
      },
      { replace: true },
    );

  if (isLoading) {
    return <PageFallback />;
  }

  if (!user || !isAdmin) {
    return (
      <Page>
        <Container>
          <Card style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
            <h1 style={{ fontSize: '2.2rem', textTransform: 'uppercase' }}>Access Denied</h1>
            <p>You don&apos;t have permission to access this page.</p>
          </Card>
        </Container>
      </Page>
    );
  }

  return (
    <Page>
      <Container>
        <Eyebrow>Admin</Eyebrow>
        <PageTitle>
          Admin <span>Dashboard</span>
        </PageTitle>
        <Lead>
          Signed in as {fullName(user)} ({ROLE_LABELS[user.role]}).
        </Lead>
        <Suspense fallback={null}>
          {statuses.map(({ name, Status }) => (
            <Status key={name} openTab={setTab} />
          ))}
        </Suspense>
        <div style={{ marginTop: '1.75rem' }}>
          {isMobile ? (
            <SelectField label="Admin section" value={tab} onChange={(e) => setTab(e.target.value)}>
              {/* a tab left out of the dropdown still shows as the current one when a link opened it */}
              {tabs.filter((t) => !t.hiddenOnMobile || t.id === tab).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <Tabs idPrefix="admin" label="Admin sections" value={tab} onChange={setTab} items={tabs} />
          )}
          <TabPanel idPrefix="admin" id={tab}>
            <Suspense fallback={<SkeletonRows count={3} />}>
              <current.Panel viewer={user} />
            </Suspense>
          </TabPanel>
        </div>
      </Container>
    </Page>
  );
}
