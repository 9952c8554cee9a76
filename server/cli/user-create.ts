import { parseArgs } from 'node:util';
import { fail, loadConfigOrFail } from './common';
import { UserCreateSchema } from '../../shared/schemas';
import { openMigratedDatabase } from '../bootstrap';
import { HttpError } from '../errors';
import { fieldMessages } from '../middleware/validate';
import { createOrResetUser } from '../users/commands';

const USAGE =
  'Usage: npm run user:create -- --username U --password P --role admin|editor|viewer --full-name "N" --email E';

/** `npm run user:create`: creates a user with a role, or resets the existing user of that username. */
async function run(): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        'full-name': { type: 'string' },
        email: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const missing = ['username', 'password', 'role', 'full-name', 'email'].filter((name) => values[name] === undefined);
  if (missing.length > 0) fail(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`);

  const parsed = UserCreateSchema.safeParse({
    username: values.username,
    password: values.password,
    role: values.role,
    fullName: values['full-name'],
    email: values.email,
  });
  if (!parsed.success) {
    const lines = Object.entries(fieldMessages(parsed.error)).map(([field, message]) => `  ${field}: ${message}`);
    fail(`The user was not created:\n${lines.join('\n')}`);
  }

  const config = loadConfigOrFail();
  const db = await openMigratedDatabase(config);
  try {
    const { user, created } = await createOrResetUser(db, parsed.data);
    console.log(
      created
        ? `Created ${user.role} '${user.username}'.`
        : `Reset '${user.username}': new password, role ${user.role}; their sessions were ended.`,
    );
  } catch (error) {
    if (error instanceof HttpError) fail(`The user was not created: ${error.message}`);
    throw error;
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error('user:create failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
