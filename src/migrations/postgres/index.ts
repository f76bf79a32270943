import * as migration_20261123_032507_initial from './20261123_032507_initial';
import * as migration_20261123_054925_lead_capture from './20261123_054925_lead_capture';

export const migrations = [
  {
    up: migration_20261123_032507_initial.up,
    down: migration_20261123_032507_initial.down,
    name: '20261123_032507_initial',
  },
  {
    up: migration_20261123_054925_lead_capture.up,
    down: migration_20261123_054925_lead_capture.down,
    name: '20261123_054925_lead_capture'
  },
];
