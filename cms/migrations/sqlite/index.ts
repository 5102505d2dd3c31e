import * as migration_20261121_154106_initial from './20261121_154106_initial';

export const migrations = [
  {
    up: migration_20261121_154106_initial.up,
    down: migration_20261121_154106_initial.down,
    name: '20261121_154106_initial'
  },
];
