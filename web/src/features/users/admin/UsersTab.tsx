import type { AdminPanelProps } from '../../../app/featureModule';
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
