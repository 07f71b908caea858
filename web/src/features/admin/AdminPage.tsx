import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/Field';
import { Card, Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { PageFallback } from '../../components/PageFallback';
import { TabPanel, Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useIsMobile } from '../../lib/useMediaQuery';
import { fullName, ROLE_LABELS } from '../../lib/types';
import { useCurrentUser } from '../auth';
import { AdminSettingsPanel } from '../settings';
import { AuditLogPanel } from './AuditLogPanel';
import { BattlersPanel } from './BattlersPanel';
import { EventsPanel } from './EventsPanel';
import { UsersPanel } from './UsersPanel';
import { VideosPanel } from './VideosPanel';

export const ADMIN_TABS = [
  { id: 'applications', label: 'Applications' },
  { id: 'sponsors', label: 'Sponsors' },
  { id: 'claim-requests', label: 'Claim Requests' },
  { id: 'users', label: 'Users' },
  { id: 'battlers', label: 'Battlers' },
  { id: 'events', label: 'Events' },
  { id: 'videos', label: 'Videos' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];
const DEFAULT_TAB: AdminTab = 'users';

function isTab(v: string | null): v is AdminTab {
  return ADMIN_TABS.some((t) => t.id === v);
}

function LaterNote({ label }: { label: string }) {
  return (
    <EmptyState title={label} as="h2">
      <p>This section arrives with a later release.</p>
    </EmptyState>
  );
}

export default function AdminPage() {
  useDocumentTitle('Admin');
  const { user, isLoading, isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const raw = params.get('tab');
  const tab: AdminTab = isTab(raw) ? raw : DEFAULT_TAB;
  const setTab = (next: AdminTab) =>
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

  const current = ADMIN_TABS.find((t) => t.id === tab)!;
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
        <div style={{ marginTop: '1.75rem' }}>
          {isMobile ? (
            <SelectField label="Admin section" value={tab} onChange={(e) => setTab(e.target.value as AdminTab)}>
              {ADMIN_TABS.filter((t) => t.id !== 'claim-requests').map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <Tabs<AdminTab> idPrefix="admin" label="Admin sections" value={tab} onChange={setTab} items={[...ADMIN_TABS]} />
          )}
          <TabPanel idPrefix="admin" id={tab}>
            {tab === 'users' ? (
              <>
                <UsersPanel viewer={user} />
                <AuditLogPanel />
              </>
            ) : tab === 'battlers' ? (
              <BattlersPanel />
            ) : tab === 'events' ? (
              <EventsPanel />
            ) : tab === 'videos' ? (
              <VideosPanel />
            ) : tab === 'settings' ? (
              <AdminSettingsPanel />
            ) : (
              <LaterNote label={current.label} />
            )}
          </TabPanel>
        </div>
      </Container>
    </Page>
  );
}
