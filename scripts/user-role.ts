/**
 * Sets a user's role from the command line (the first admin has no one to ask):
 *   npm run user:role -- <username> <user|admin|super_admin>
 * It appends the RoleChanged event with actor "cli" to the same event store the
 * server uses (DATA_DIR or EVENTSTORE_URL); a running server sees it within a second.
 */
import 'reflect-metadata';
import pino from 'pino';
import { ROLES, type Role } from '../domain/shared/roles';
import { DomainError } from '../domain/shared/errors';
import { ConfigError, loadConfig } from '../infrastructure/config';
import { compose } from '../infrastructure/container';
import { serverModules } from '../api/features/slices';
import { UserCommands } from '../application/users/user-commands';

async function main(): Promise<number> {
  const [username, role] = process.argv.slice(2);
  if (!username || !role || !(ROLES as readonly string[]).includes(role)) {
    process.stderr.write(`usage: npm run user:role -- <username> <${ROLES.join('|')}>\n`);
    return 2;
  }
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const composition = await compose(config, logger, serverModules);
  try {
    const users = composition.container.get(UserCommands);
    const userId = await users.ownerOf('username', username);
    if (!userId) {
      process.stderr.write(`No user named "${username}".\n`);
      return 1;
    }
    const ctx = { actorId: 'cli', correlationId: `cli-${Date.now()}`, at: new Date() };
    const { position } = await users.changeRole({ id: 'cli', role: 'cli' }, userId, role as Role, ctx);
    process.stdout.write(position
      ? `${username} is now ${role} (event at position ${position}).\n`
      : `${username} already has the role ${role}; nothing changed.\n`);
    return 0;
  } finally {
    await composition.close();
  }
}

main().then((code) => process.exit(code), (err) => {
  if (err instanceof DomainError || err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
