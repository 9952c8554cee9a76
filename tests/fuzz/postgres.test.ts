import { describe, it } from 'vitest';
import { testDatabaseKinds } from '../helpers/databases';
import { fuzzSuite } from './fuzz-suite';

if (testDatabaseKinds().includes('postgres')) fuzzSuite('postgres');
else describe.skip('fuzz on postgres (TEST_DATABASE_URL is not set)', () => it('runs against PostgreSQL'));
