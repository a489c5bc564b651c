import * as migration_20261122_005023_initial from './20261122_005023_initial';
import * as migration_20261122_010944_settings_copyright_year from './20261122_010944_settings_copyright_year';
import * as migration_20261122_014941_contact_pipeline from './20261122_014941_contact_pipeline';
import * as migration_20261122_020956_orders_paypal from './20261122_020956_orders_paypal';
import * as migration_20261122_023518_seo_global from './20261122_023518_seo_global';
import * as migration_20261123_151512_access_drafts from './20261123_151512_access_drafts';
import * as migration_20261125_014702_orders_review_client from './20261125_014702_orders_review_client';
import * as migration_20261125_022214_owner_dashboard from './20261125_022214_owner_dashboard';
import * as migration_20261126_133138_banner_link from './20261126_133138_banner_link';
import * as migration_20261126_144102_blog from './20261126_144102_blog';
import * as migration_20261126_145900_case_studies from './20261126_145900_case_studies';
import * as migration_20261126_171102_pages from './20261126_171102_pages';
import * as migration_20261126_183240_attribution from './20261126_183240_attribution';
import * as migration_20261126_201950_search from './20261126_201950_search';
import * as migration_20261127_124118_lead_review from './20261127_124118_lead_review';
import * as migration_20261127_163228_typed_links_menus from './20261127_163228_typed_links_menus';
import * as migration_20261127_180535_drafts_autosave from './20261127_180535_drafts_autosave';
import * as migration_20261127_205951_search_synonyms from './20261127_205951_search_synonyms';
import * as migration_20261127_210021_search_stemmed from './20261127_210021_search_stemmed';
import * as migration_20261128_050000_analytics from './20261128_050000_analytics';
import * as migration_20261128_081204_orders_campaign from './20261128_081204_orders_campaign';
import * as migration_20261128_100000_analytics_rollups from './20261128_100000_analytics_rollups';
import * as migration_20261128_122149_promotions from './20261128_122149_promotions';
import * as migration_20261128_130152_webhooks from './20261128_130152_webhooks';
import * as migration_20261128_132147_forms from './20261128_132147_forms';
import * as migration_20261128_132255_releases from './20261128_132255_releases';
import * as migration_20261128_132625_releases_promotions from './20261128_132625_releases_promotions';
import * as migration_20261128_164750_experiment_measurement from './20261128_164750_experiment_measurement';

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
    up: migration_20261122_014941_contact_pipeline.up,
    down: migration_20261122_014941_contact_pipeline.down,
    name: '20261122_014941_contact_pipeline',
  },
  {
    up: migration_20261122_020956_orders_paypal.up,
    down: migration_20261122_020956_orders_paypal.down,
    name: '20261122_020956_orders_paypal',
  },
  {
    up: migration_20261122_023518_seo_global.up,
    down: migration_20261122_023518_seo_global.down,
    name: '20261122_023518_seo_global',
  },
  {
    up: migration_20261123_151512_access_drafts.up,
    down: migration_20261123_151512_access_drafts.down,
    name: '20261123_151512_access_drafts',
  },
  {
    up: migration_20261125_014702_orders_review_client.up,
    down: migration_20261125_014702_orders_review_client.down,
    name: '20261125_014702_orders_review_client',
  },
  {
    up: migration_20261125_022214_owner_dashboard.up,
    down: migration_20261125_022214_owner_dashboard.down,
    name: '20261125_022214_owner_dashboard',
  },
  {
    up: migration_20261126_133138_banner_link.up,
    down: migration_20261126_133138_banner_link.down,
    name: '20261126_133138_banner_link',
  },
  {
    up: migration_20261126_144102_blog.up,
    down: migration_20261126_144102_blog.down,
    name: '20261126_144102_blog',
  },
  {
    up: migration_20261126_145900_case_studies.up,
    down: migration_20261126_145900_case_studies.down,
    name: '20261126_145900_case_studies',
  },
  {
    up: migration_20261126_171102_pages.up,
    down: migration_20261126_171102_pages.down,
    name: '20261126_171102_pages',
  },
  {
    up: migration_20261126_183240_attribution.up,
    down: migration_20261126_183240_attribution.down,
    name: '20261126_183240_attribution',
  },
  {
    up: migration_20261126_201950_search.up,
    down: migration_20261126_201950_search.down,
    name: '20261126_201950_search',
  },
  {
    up: migration_20261127_124118_lead_review.up,
    down: migration_20261127_124118_lead_review.down,
    name: '20261127_124118_lead_review',
  },
  {
    up: migration_20261127_163228_typed_links_menus.up,
    down: migration_20261127_163228_typed_links_menus.down,
    name: '20261127_163228_typed_links_menus',
  },
  {
    up: migration_20261127_180535_drafts_autosave.up,
    down: migration_20261127_180535_drafts_autosave.down,
    name: '20261127_180535_drafts_autosave',
  },
  {
    up: migration_20261127_205951_search_synonyms.up,
    down: migration_20261127_205951_search_synonyms.down,
    name: '20261127_205951_search_synonyms',
  },
  {
    up: migration_20261127_210021_search_stemmed.up,
    down: migration_20261127_210021_search_stemmed.down,
    name: '20261127_210021_search_stemmed',
  },
  {
    up: migration_20261128_050000_analytics.up,
    down: migration_20261128_050000_analytics.down,
    name: '20261128_050000_analytics',
  },
  {
    up: migration_20261128_081204_orders_campaign.up,
    down: migration_20261128_081204_orders_campaign.down,
    name: '20261128_081204_orders_campaign',
  },
  {
    up: migration_20261128_100000_analytics_rollups.up,
    down: migration_20261128_100000_analytics_rollups.down,
    name: '20261128_100000_analytics_rollups',
  },
  {
    up: migration_20261128_122149_promotions.up,
    down: migration_20261128_122149_promotions.down,
    name: '20261128_122149_promotions',
  },
  {
    up: migration_20261128_130152_webhooks.up,
    down: migration_20261128_130152_webhooks.down,
    name: '20261128_130152_webhooks',
  },
  {
    up: migration_20261128_132147_forms.up,
    down: migration_20261128_132147_forms.down,
    name: '20261128_132147_forms',
  },
  {
    up: migration_20261128_132255_releases.up,
    down: migration_20261128_132255_releases.down,
    name: '20261128_132255_releases',
  },
  {
    up: migration_20261128_132625_releases_promotions.up,
    down: migration_20261128_132625_releases_promotions.down,
    name: '20261128_132625_releases_promotions',
  },
  {
    up: migration_20261128_164750_experiment_measurement.up,
    down: migration_20261128_164750_experiment_measurement.down,
    name: '20261128_164750_experiment_measurement'
  },
];
