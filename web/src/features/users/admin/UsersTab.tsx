import type { AdminPanelProps } from '../../../lib/featureModule';
import { AuditLogPanel } from './AuditLogPanel';
import { UsersPanel } from './UsersPanel';

export default function UsersTab({ viewer }: AdminPanelProps) {
  return (
    <>
      <UsersPanel viewer={viewer} />
      <AuditLogPanel />
    </>
  );
}
