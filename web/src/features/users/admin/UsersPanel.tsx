import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { InputControl, Label, SelectControl } from '../../../components/Field';
import { Badge } from '../../../components/layout';
import { SkeletonRows } from '../../../components/Skeleton';
import { DataTable } from '../../../components/Table';
import { formatDate } from '../../../lib/date';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { fullName, type User } from '../../../lib/types';
import { useGetUsersQuery } from './adminApi';
import { filterUsers, type RoleFilter } from './filterUsers';
import { CardList, ListCard, LoadFailed, MessageBox, PanelHead } from '../../../components/panelParts';
import { MergeBattlersButton } from '../../battler-merge';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RoleSelect } from './RoleSelect';

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 200px;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.88rem;
  margin: 0 0 0.9rem;
`;

const UserCard = styled(ListCard)`
  dl { grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0.6rem 0 0.9rem; font-size: 0.88rem; }
  dd { overflow-wrap: anywhere; }
  .actions { display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
`;

/** Rows rendered at first and added by each 'Show more': 20 000 rows at once was a 25 s task on a phone. */
export const USERS_PAGE = 50;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 0.9rem;
`;

function You({ show }: { show: boolean }) {
  return show ? (
    <Badge $tone="muted" style={{ marginLeft: '0.4rem' }}>
      You
    </Badge>
  ) : null;
}

export function UsersPanel({ viewer }: { viewer: User }) {
  const { data: users = [], isLoading, isError, error, refetch } = useGetUsersQuery();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [resetting, setResetting] = useState<User | null>(null);
  const isMobile = useIsMobile();
  // search and filters look through every user; only the rows drawn are paged
  const matches = useMemo(() => filterUsers(users, search, role), [users, search, role]);
  const [limit, setLimit] = useState(USERS_PAGE);
  const shown = useMemo(() => (matches.length > limit ? matches.slice(0, limit) : matches), [matches, limit]);
  const left = matches.length - shown.length;

  if (isLoading) return <SkeletonRows count={3} />;
  if (isError) return <LoadFailed what="users" message={error?.message} onRetry={refetch} />;

  const resetButton = (u: User) => (
    <Button size="sm" variant="secondary" onClick={() => setResetting(u)} aria-label={`Reset password for ${u.username}`}>
      Reset Password
    </Button>
  );

  return (
    <section aria-labelledby="users-title">
      <PanelHead>
        <h2 id="users-title">Users</h2>
        <div className="actions">
          <MergeBattlersButton />
        </div>
      </PanelHead>
      <Controls>
        <div>
          <Label htmlFor="user-search" className="sr-only">
            Search users
          </Label>
          <InputControl
            id="user-search"
            type="search"
            placeholder="Search users by name, email, or username..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(USERS_PAGE);
            }}
          />
        </div>
        <div>
          <Label htmlFor="role-filter" className="sr-only">
            Filter by role
          </Label>
          <SelectControl
            id="role-filter"
            value={role}
            onChange={(e) => {
              setRole(e.target.value as RoleFilter);
              setLimit(USERS_PAGE);
            }}
          >
            <option value="all">All Roles</option>
            <option value="user">Users</option>
            <option value="admin">Admins</option>
            <option value="super_admin">Super Admins</option>
          </SelectControl>
        </div>
      </Controls>
      {/* X is the rows on screen (the spec's 'Showing'), Y every user; the button says how many more match */}
      <Count aria-live="polite">
        Showing {shown.length} of {users.length} users
      </Count>
      {shown.length === 0 ? (
        <MessageBox>{users.length === 0 ? 'No users found' : 'No users match your search'}</MessageBox>
      ) : isMobile ? (
        <CardList>
          {shown.map((u) => (
            <UserCard key={u.id}>
              <h3>
                {fullName(u)}
                <You show={u.id === viewer.id} />
              </h3>
              <dl>
                <dt>Email</dt>
                <dd>{u.email}</dd>
                <dt>Username</dt>
                <dd>@{u.username}</dd>
                <dt>Joined</dt>
                <dd>{formatDate(u.createdAt)}</dd>
              </dl>
              <div className="actions">
                <RoleSelect user={u} viewer={viewer} />
                {resetButton(u)}
              </div>
            </UserCard>
          ))}
        </CardList>
      ) : (
        <DataTable columns={['Name', 'Email', 'Username', 'Role', 'Joined', 'Actions']}>
          {shown.map((u) => (
            <tr key={u.id}>
              <td style={{ fontWeight: 700 }}>
                {fullName(u)}
                <You show={u.id === viewer.id} />
              </td>
              <td>{u.email}</td>
              <td>@{u.username}</td>
              <td>
                <RoleSelect user={u} viewer={viewer} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt)}</td>
              <td>{resetButton(u)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {left > 0 && (
        <More>
          <Button variant="secondary" onClick={() => setLimit((n) => n + USERS_PAGE)}>
            Show {Math.min(USERS_PAGE, left)} more ({left} more {left === 1 ? 'matches' : 'match'})
          </Button>
        </More>
      )}
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}
