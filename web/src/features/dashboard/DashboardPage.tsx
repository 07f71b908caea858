import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { TabPanel, Tabs, type TabItem } from '../../components/Tabs';
import { PRODUCT } from '../../lib/brand';
import { leagueDay } from '../../lib/date';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useGetMyBattlerApplicationsQuery, useGetMySponsorshipApplicationsQuery } from './applicationsApi';
import { BattlerForm } from './BattlerForm';
import { BattlerApplicationList, SponsorshipApplicationList } from './MyApplications';
import { SponsorshipForm } from './SponsorshipForm';
import { useSessionExpiry } from './useSessionExpiry';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  align-items: start;
  margin-top: 2rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr); }
`;

type TabId = 'sponsor' | 'battler';
const PREFIX = 'apply';

/** The application page ('GET UBR!'): the two forms on the left, the member's own applications on the right. */
export default function DashboardPage() {
  useDocumentTitle(`GET ${PRODUCT}!`);
  const [tab, setTab] = useState<TabId>('sponsor');
  const onUnauthorized = useSessionExpiry();
  const sponsorships = useGetMySponsorshipApplicationsQuery();
  const battlers = useGetMyBattlerApplicationsQuery();
  // the league's day, as the server's showcase counts it
  const today = leagueDay(new Date());

  useEffect(() => {
    if (sponsorships.error) onUnauthorized(sponsorships.error);
  }, [sponsorships.error, onUnauthorized]);
  useEffect(() => {
    if (battlers.error) onUnauthorized(battlers.error);
  }, [battlers.error, onUnauthorized]);

  const approvedBattler = battlers.data?.some((a) => a.status === 'approved') ?? false;
  // an approval arriving while the tryout tab is open closes it
  const active: TabId = approvedBattler ? 'sponsor' : tab;
  const items: TabItem<TabId>[] = [
    { id: 'sponsor', label: 'Sponsor Application' },
    { id: 'battler', label: approvedBattler ? 'Already Approved' : 'Battler Tryout', disabled: approvedBattler },
  ];

  return (
    <Page>
      <Container>
        <Eyebrow>Dashboard</Eyebrow>
        <PageTitle>
          GET <span>{PRODUCT}</span>!
        </PageTitle>
        <Lead>Apply to sponsor the league or try out as a battler, and track your applications here.</Lead>
        <Columns>
          <Card>
            <Tabs items={items} value={active} onChange={setTab} idPrefix={PREFIX} label="Applications" stretch />
            {/* both stay mounted, so a half-written form survives a look at the other tab */}
            <div hidden={active !== 'sponsor'}>
              <TabPanel idPrefix={PREFIX} id="sponsor">
                <SponsorshipForm onUnauthorized={onUnauthorized} />
              </TabPanel>
            </div>
            {!approvedBattler && (
              <div hidden={active !== 'battler'}>
                <TabPanel idPrefix={PREFIX} id="battler">
                  <BattlerForm onUnauthorized={onUnauthorized} />
                </TabPanel>
              </div>
            )}
          </Card>
          <div>
            <SponsorshipApplicationList state={sponsorships} today={today} />
            <BattlerApplicationList state={battlers} />
          </div>
        </Columns>
      </Container>
    </Page>
  );
}
