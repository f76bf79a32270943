import * as migration_20261128_000000_baseline from './20261128_000000_baseline';
import * as migration_20261128_051501_search from './20261128_051501_search';
import * as migration_20261128_051620_visitor_insight from './20261128_051620_visitor_insight';
import * as migration_20261128_114420_submission_key from './20261128_114420_submission_key';

export const migrations = [
  {
    up: migration_20261128_000000_baseline.up,
    down: migration_20261128_000000_baseline.down,
    name: '20261128_000000_baseline',
  },
  {
    up: migration_20261128_051501_search.up,
    down: migration_20261128_051501_search.down,
    name: '20261128_051501_search',
  },
  {
    up: migration_20261128_051620_visitor_insight.up,
    down: migration_20261128_051620_visitor_insight.down,
    name: '20261128_051620_visitor_insight',
  },
  {
    up: migration_20261128_114420_submission_key.up,
    down: migration_20261128_114420_submission_key.down,
    name: '20261128_114420_submission_key'
  },
];
