/**
 * `npm run user:create -- --username NAME --role N --email ADDRESS [--name "Full Name"] [--can-approve-returns]`
 *
 * Creates a staff account on the database the environment configures (DATABASE_URL, else the embedded one
 * in DATA_DIR), migrating it first: the way to the first administrator of a real shop. The password comes
 * from standard input (a hidden prompt, or piped), never from an argument. The account is written through
 * the users resource like one made in the console: the same rules (unique username, e-mail, role, the
 * password policy and its common-password check), argon2id, and an audit event by the system (actor 0).
 */
import { parseArgs } from 'node:util';
import type { TokenPayload } from '../../src/domain/api-types';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';
import { isRoleId, ROLE_IDS } from '../../src/domain/roles';
import type { ResourceRecord } from '../../src/domain/resources/types';
import roleNames from '../../src/intl/messages/en/app.json';
import type { ApiFailure } from '../http/errors';
import { CliError, runCli } from './common';
import { readNewPassword } from './password-input';

const roleName = (role: number) => (roleNames as Record<string, string>)[`roles.${role}`] ?? String(role);
const ROLE_LIST = ROLE_IDS.map((role) => `${role} ${roleName(role)}`).join(', ');

const USAGE = `Usage: npm run user:create -- --username NAME --role N --email ADDRESS [--name "Full Name"] [--can-approve-returns]

Creates a staff account on DATABASE_URL, else on the embedded database in DATA_DIR (default ./data; stop
the server first: the embedded database serves one process at a time). The database is migrated first.
The password is read from standard input: typed twice at a hidden prompt, or the first line piped in.
It is never taken from an argument.

  --username NAME          sign-in name (unique, case-insensitive)
  --role N                 ${ROLE_LIST}
  --email ADDRESS          the account's e-mail address
  --name "Full Name"       shown in the console (default: the username)
  --can-approve-returns    may approve returns over the thresholds
`;

/** The system as the actor of the audit event (docs/decisions.md: actor 0 is the system). */
const SYSTEM: TokenPayload = { id: 0, role: 1, secret: true, tfa: true, exp: 0 };

/** Which option or input a refused field came from. */
const SOURCE: Record<string, string> = {
  Username: '--username',
  Name: '--name',
  Email: '--email',
  Role: '--role',
  CanApproveReturns: '--can-approve-returns',
  Password: 'password',
};

const POLICY = `at least ${PASSWORD_MIN_LENGTH} characters with a lowercase letter, an uppercase letter, a digit and a special character`;

function refusal(failure: ApiFailure): CliError {
  const lines = Object.entries(failure.fields ?? {}).map(([key, issue]) => {
    let text = issue.message;
    if (issue.id === 'validation.unique') text = 'a user with this name exists already (usernames ignore case)';
    if (issue.id === 'validation.passwordPolicy') text = `${issue.message}: ${POLICY}`;
    return `  ${SOURCE[key] ?? key}: ${text}`;
  });
  return new CliError(['No user was created:', ...(lines.length ? lines : [`  ${failure.message}`])].join('\n'));
}

interface Options {
  username: string;
  role: number;
  email: string;
  name: string;
  canApproveReturns: boolean;
}

function parseOptions(args: readonly string[]): Options {
  if (args.some((arg) => /^--?(p|password|pass|passwd)(=|$)/.test(arg))) {
    throw new CliError(
      'A password is never taken from an argument (other users of the machine can read it in the process list, and the shell keeps it in its history).\n' +
        'Run the command without it and type the password at the prompt, or pipe it on standard input.',
      2,
    );
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        username: { type: 'string' },
        role: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        'can-approve-returns': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) throw new CliError(USAGE, 0);
  const username = String(values.username ?? '').trim();
  if (!username) throw new CliError(`--username is required.\n\n${USAGE}`, 2);
  const rawRole = String(values.role ?? '').trim();
  if (!rawRole) throw new CliError(`--role is required: ${ROLE_LIST}.`, 2);
  const role = /^\d+$/.test(rawRole) ? Number(rawRole) : NaN;
  if (!isRoleId(role)) throw new CliError(`--role "${rawRole}" is not a role. Roles: ${ROLE_LIST}.`, 2);
  const email = String(values.email ?? '').trim();
  if (!email) throw new CliError('--email is required: every account has an e-mail address.', 2);
  return {
    username,
    role,
    email,
    name: String(values.name ?? '').trim() || username,
    canApproveReturns: values['can-approve-returns'] === true,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // The database, the schema and the resource engine load only once the arguments are known to be good.
  const [{ count, sql }, { users }, { ApiFailure }, { createRecord }, { assembleServer }, { checkedValues }, { openConfiguredDatabase }] =
    await Promise.all([
      import('drizzle-orm'),
      import('../db/schema'),
      import('../http/errors'),
      import('../resources/mutations'),
      import('../features'),
      import('../resources/write-values'),
      import('./database'),
    ]);
  const { resources } = assembleServer();
  const binding = resources.bindingOf('users');
  const fields = {
    Username: options.username,
    Name: options.name,
    Email: options.email,
    Role: options.role,
    CanApproveReturns: options.canApproveReturns,
  };
  const refused = (error: unknown) => (error instanceof ApiFailure ? refusal(error) : error);
  // The account's own fields are checked before the password is asked for (with a stand-in that passes the
  // policy), so nobody types a password for an account that cannot be made.
  try {
    checkedValues(binding, { ...fields, Password: 'Stand-in#Password-42' }, 'create', null);
  } catch (error) {
    throw refused(error);
  }
  const { database, where } = await openConfiguredDatabase();
  try {
    const [{ taken }] = await database.db
      .select({ taken: count() })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${options.username})`);
    if (taken > 0)
      throw new CliError(`No user was created:\n  --username: a user named "${options.username}" exists already (usernames ignore case)`);
    const password = await readNewPassword();
    let record: ResourceRecord;
    try {
      record = await createRecord({ db: database.db, resources, auth: SYSTEM, now: new Date() }, binding, {
        ...fields,
        Password: password,
      });
    } catch (error) {
      throw refused(error);
    }
    console.log(
      `Created user "${String(record.Username)}" (ID ${String(record.ID)}, role ${options.role} ${roleName(options.role)}) on ${where}.\n` +
        'The first sign-in enrols two-factor authentication (an authenticator app scans the QR code).',
    );
  } finally {
    await database.close();
  }
}

await runCli(main);
process.exit(process.exitCode ?? 0);
