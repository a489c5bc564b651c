import * as migration_20261123_150107_initial from './20261123_150107_initial';
import * as migration_20261123_153248_access_drafts from './20261123_153248_access_drafts';

export const migrations = [
  {
    up: migration_20261123_150107_initial.up,
    down: migration_20261123_150107_initial.down,
    name: '20261123_150107_initial',
  },
  {
    up: migration_20261123_153248_access_drafts.up,
    down: migration_20261123_153248_access_drafts.down,
    name: '20261123_153248_access_drafts'
  },
];
