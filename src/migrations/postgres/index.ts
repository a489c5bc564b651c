import * as migration_20261123_150107_initial from './20261123_150107_initial';

export const migrations = [
  {
    up: migration_20261123_150107_initial.up,
    down: migration_20261123_150107_initial.down,
    name: '20261123_150107_initial'
  },
];
