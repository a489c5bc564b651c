import * as migration_20261122_005023_initial from './20261122_005023_initial';
import * as migration_20261122_010944_settings_copyright_year from './20261122_010944_settings_copyright_year';
import * as migration_20261122_014607_seo_global from './20261122_014607_seo_global';

export const migrations = [
  {
    up: migration_20261122_005023_initial.up,
    down: migration_20261122_005023_initial.down,
    name: '20261122_005023_initial',
  },
  {
    up: migration_20261122_010944_settings_copyright_year.up,
    down: migration_20261122_010944_settings_copyright_year.down,
    name: '20261122_010944_settings_copyright_year',
  },
  {
    up: migration_20261122_014607_seo_global.up,
    down: migration_20261122_014607_seo_global.down,
    name: '20261122_014607_seo_global'
  },
];
