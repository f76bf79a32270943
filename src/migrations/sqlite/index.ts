import * as migration_20261123_031042_initial from './20261123_031042_initial';
import * as migration_20261123_054851_lead_capture from './20261123_054851_lead_capture';

export const migrations = [
  {
    up: migration_20261123_031042_initial.up,
    down: migration_20261123_031042_initial.down,
    name: '20261123_031042_initial',
  },
  {
    up: migration_20261123_054851_lead_capture.up,
    down: migration_20261123_054851_lead_capture.down,
    name: '20261123_054851_lead_capture'
  },
];
