import * as migration_20261128_000000_baseline from './20261128_000000_baseline';

export const migrations = [
  {
    up: migration_20261128_000000_baseline.up,
    down: migration_20261128_000000_baseline.down,
    name: '20261128_000000_baseline'
  },
];
