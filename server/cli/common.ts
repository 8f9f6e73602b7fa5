/**
 * What the command-line tools share (`npm run user:create`, `npm run seed:demo`): one way to fail, a
 * message on stderr and exit code 1 (2 for a usage error), never a stack for a refusal. Light on purpose:
 * a command checks its arguments before it loads the database (server/cli/database.ts).
 */

/** A refusal the user can act on: its message is all they see. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    /** 2 for a usage error, 1 otherwise. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Runs a command's main function; a CliError is its message and exit code, anything else a stack and 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
    } else {
      console.error((error as Error).stack ?? String(error));
      process.exitCode = 1;
    }
  }
}
