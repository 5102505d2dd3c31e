import * as migration_20261121_154106_initial from './20261121_154106_initial';
import * as migration_20261121_174256_site_a from './20261121_174256_site_a';
import * as migration_20261121_175208_site_b from './20261121_175208_site_b';

export const migrations = [
  {
    up: migration_20261121_154106_initial.up,
    down: migration_20261121_154106_initial.down,
    name: '20261121_154106_initial',
  },
  {
    up: migration_20261121_174256_site_a.up,
    down: migration_20261121_174256_site_a.down,
    name: '20261121_174256_site_a',
  },
  {
    up: migration_20261121_175208_site_b.up,
    down: migration_20261121_175208_site_b.down,
    name: '20261121_175208_site_b'
  },
];
