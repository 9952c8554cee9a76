import { fuzzSuite } from './fuzz-suite';

fuzzSuite('sqlite');
