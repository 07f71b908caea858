import { ConfigError, loadConfig } from '../infrastructure/config';
import { createLogger, startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config);
  const running = await startServer(config, logger);
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.stop().then(() => process.exit(0), (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
