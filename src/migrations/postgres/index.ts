import * as migration_20261123_150107_initial from './20261123_150107_initial';
import * as migration_20261123_153248_access_drafts from './20261123_153248_access_drafts';
import * as migration_20261125_014714_orders_review_client from './20261125_014714_orders_review_client';
import * as migration_20261125_020552_reset_mail_task from './20261125_020552_reset_mail_task';
import * as migration_20261125_022232_owner_dashboard from './20261125_022232_owner_dashboard';
import * as migration_20261126_133216_banner_link from './20261126_133216_banner_link';
import * as migration_20261126_144127_blog from './20261126_144127_blog';
import * as migration_20261126_145906_case_studies from './20261126_145906_case_studies';
import * as migration_20261126_171114_pages from './20261126_171114_pages';
import * as migration_20261126_183256_attribution from './20261126_183256_attribution';
import * as migration_20261126_202019_search from './20261126_202019_search';
import * as migration_20261127_124138_lead_review from './20261127_124138_lead_review';
import * as migration_20261127_163937_typed_links_menus from './20261127_163937_typed_links_menus';
import * as migration_20261127_180612_drafts_autosave from './20261127_180612_drafts_autosave';
import * as migration_20261127_210006_search_synonyms from './20261127_210006_search_synonyms';
import * as migration_20261127_210041_search_stemmed from './20261127_210041_search_stemmed';
import * as migration_20261128_050010_analytics from './20261128_050010_analytics';
import * as migration_20261128_081213_orders_campaign from './20261128_081213_orders_campaign';
import * as migration_20261128_100010_analytics_rollups from './20261128_100010_analytics_rollups';
import * as migration_20261128_122745_promotions from './20261128_122745_promotions';
import * as migration_20261128_130203_webhooks from './20261128_130203_webhooks';
import * as migration_20261128_132152_forms from './20261128_132152_forms';
import * as migration_20261128_132300_releases from './20261128_132300_releases';
import * as migration_20261128_132631_releases_promotions from './20261128_132631_releases_promotions';
import * as migration_20261128_164756_experiment_measurement from './20261128_164756_experiment_measurement';

export const migrations = [
  {
    up: migration_20261123_150107_initial.up,
    down: migration_20261123_150107_initial.down,
    name: '20261123_150107_initial',
  },
  {
    up: migration_20261123_153248_access_drafts.up,
    down: migration_20261123_153248_access_drafts.down,
    name: '20261123_153248_access_drafts',
  },
  {
    up: migration_20261125_014714_orders_review_client.up,
    down: migration_20261125_014714_orders_review_client.down,
    name: '20261125_014714_orders_review_client',
  },
  {
    up: migration_20261125_020552_reset_mail_task.up,
    down: migration_20261125_020552_reset_mail_task.down,
    name: '20261125_020552_reset_mail_task',
  },
  {
    up: migration_20261125_022232_owner_dashboard.up,
    down: migration_20261125_022232_owner_dashboard.down,
    name: '20261125_022232_owner_dashboard',
  },
  {
    up: migration_20261126_133216_banner_link.up,
    down: migration_20261126_133216_banner_link.down,
    name: '20261126_133216_banner_link',
  },
  {
    up: migration_20261126_144127_blog.up,
    down: migration_20261126_144127_blog.down,
    name: '20261126_144127_blog',
  },
  {
    up: migration_20261126_145906_case_studies.up,
    down: migration_20261126_145906_case_studies.down,
    name: '20261126_145906_case_studies',
  },
  {
    up: migration_20261126_171114_pages.up,
    down: migration_20261126_171114_pages.down,
    name: '20261126_171114_pages',
  },
  {
    up: migration_20261126_183256_attribution.up,
    down: migration_20261126_183256_attribution.down,
    name: '20261126_183256_attribution',
  },
  {
    up: migration_20261126_202019_search.up,
    down: migration_20261126_202019_search.down,
    name: '20261126_202019_search',
  },
  {
    up: migration_20261127_124138_lead_review.up,
    down: migration_20261127_124138_lead_review.down,
    name: '20261127_124138_lead_review',
  },
  {
    up: migration_20261127_163937_typed_links_menus.up,
    down: migration_20261127_163937_typed_links_menus.down,
    name: '20261127_163937_typed_links_menus',
  },
  {
    up: migration_20261127_180612_drafts_autosave.up,
    down: migration_20261127_180612_drafts_autosave.down,
    name: '20261127_180612_drafts_autosave',
  },
  {
    up: migration_20261127_210006_search_synonyms.up,
    down: migration_20261127_210006_search_synonyms.down,
    name: '20261127_210006_search_synonyms',
  },
  {
    up: migration_20261127_210041_search_stemmed.up,
    down: migration_20261127_210041_search_stemmed.down,
    name: '20261127_210041_search_stemmed',
  },
  {
    up: migration_20261128_050010_analytics.up,
    down: migration_20261128_050010_analytics.down,
    name: '20261128_050010_analytics',
  },
  {
    up: migration_20261128_081213_orders_campaign.up,
    down: migration_20261128_081213_orders_campaign.down,
    name: '20261128_081213_orders_campaign',
  },
  {
    up: migration_20261128_100010_analytics_rollups.up,
    down: migration_20261128_100010_analytics_rollups.down,
    name: '20261128_100010_analytics_rollups',
  },
  {
    up: migration_20261128_122745_promotions.up,
    down: migration_20261128_122745_promotions.down,
    name: '20261128_122745_promotions',
  },
  {
    up: migration_20261128_130203_webhooks.up,
    down: migration_20261128_130203_webhooks.down,
    name: '20261128_130203_webhooks',
  },
  {
    up: migration_20261128_132152_forms.up,
    down: migration_20261128_132152_forms.down,
    name: '20261128_132152_forms',
  },
  {
    up: migration_20261128_132300_releases.up,
    down: migration_20261128_132300_releases.down,
    name: '20261128_132300_releases',
  },
  {
    up: migration_20261128_132631_releases_promotions.up,
    down: migration_20261128_132631_releases_promotions.down,
    name: '20261128_132631_releases_promotions',
  },
  {
    up: migration_20261128_164756_experiment_measurement.up,
    down: migration_20261128_164756_experiment_measurement.down,
    name: '20261128_164756_experiment_measurement'
  },
];
