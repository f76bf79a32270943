import * as migration_20261123_031042_initial from './20261123_031042_initial';

export const migrations = [
  {
    up: migration_20261123_031042_initial.up,
    down: migration_20261123_031042_initial.down,
    name: '20261123_031042_initial'
  },
];
