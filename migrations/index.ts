import * as migration_20261122_094434_initial from './20261122_094434_initial'
import * as migration_20261122_094500_rate_limits from './20261122_094500_rate_limits'
import * as migration_20261122_103904_leads_site from './20261122_103904_leads_site'
import * as migration_20261122_122446_stock_rules from './20261122_122446_stock_rules'
import * as migration_20261122_122600_stock_store from './20261122_122600_stock_store'
import * as migration_20261123_001806_search_page_settings from './20261123_001806_search_page_settings'
import * as migration_20261123_010832_search_carousel from './20261123_010832_search_carousel'
import * as migration_20261123_011509_analytics_measurement_id from './20261123_011509_analytics_measurement_id'
import * as migration_20261123_023548_vehicle_page from './20261123_023548_vehicle_page'
import * as migration_20261123_034541_leads_pipeline from './20261123_034541_leads_pipeline'
import * as migration_20261123_035113_calculator_blocks from './20261123_035113_calculator_blocks'
import * as migration_20261123_060253_compare_enabled from './20261123_060253_compare_enabled'
import * as migration_20261124_134413_hardening from './20261124_134413_hardening'
import * as migration_20261124_182432_shopper_accounts from './20261124_182432_shopper_accounts'
import * as migration_20261124_200146_reservations from './20261124_200146_reservations'
import * as migration_20261124_210341_checkout from './20261124_210341_checkout'
import * as migration_20261124_214846_online_payments from './20261124_214846_online_payments'
import * as migration_20261124_231642_trade_in from './20261124_231642_trade_in'
import * as migration_20261125_005529_render_cache from './20261125_005529_render_cache'
import * as migration_20261125_031915_finance_applications from './20261125_031915_finance_applications'
import * as migration_20261125_062110_issue22_models_offers_menus_blocks from './20261125_062110_issue22_models_offers_menus_blocks'
import * as migration_20261125_071305_spin_to_win_stock_grid from './20261125_071305_spin_to_win_stock_grid'
import * as migration_20261126_234959_publishing from './20261126_234959_publishing'
import * as migration_20261127_000147_page_blocks from './20261127_000147_page_blocks'
import * as migration_20261127_005800_stock_car_vin from './20261127_005800_stock_car_vin'
import * as migration_20261127_190000_platform_leases from './20261127_190000_platform_leases'
import * as migration_20261128_090000_spin_prize_row_ids from './20261128_090000_spin_prize_row_ids'
import * as migration_20261128_100000_buy_online_purchase from './20261128_100000_buy_online_purchase'
import * as migration_20261128_120000_site_search_settings from './20261128_120000_site_search_settings'
import * as migration_20261128_130000_insights from './20261128_130000_insights'

export const migrations = [
  {
    up: migration_20261122_094434_initial.up,
    down: migration_20261122_094434_initial.down,
    name: '20261122_094434_initial',
  },
  {
    up: migration_20261122_094500_rate_limits.up,
    down: migration_20261122_094500_rate_limits.down,
    name: '20261122_094500_rate_limits',
  },
  {
    up: migration_20261122_103904_leads_site.up,
    down: migration_20261122_103904_leads_site.down,
    name: '20261122_103904_leads_site',
  },
  {
    up: migration_20261122_122446_stock_rules.up,
    down: migration_20261122_122446_stock_rules.down,
    name: '20261122_122446_stock_rules',
  },
  {
    up: migration_20261122_122600_stock_store.up,
    down: migration_20261122_122600_stock_store.down,
    name: '20261122_122600_stock_store',
  },
  {
    up: migration_20261123_001806_search_page_settings.up,
    down: migration_20261123_001806_search_page_settings.down,
    name: '20261123_001806_search_page_settings',
  },
  {
    up: migration_20261123_010832_search_carousel.up,
    down: migration_20261123_010832_search_carousel.down,
    name: '20261123_010832_search_carousel',
  },
  {
    up: migration_20261123_011509_analytics_measurement_id.up,
    down: migration_20261123_011509_analytics_measurement_id.down,
    name: '20261123_011509_analytics_measurement_id',
  },
  {
    up: migration_20261123_023548_vehicle_page.up,
    down: migration_20261123_023548_vehicle_page.down,
    name: '20261123_023548_vehicle_page',
  },
  {
    up: migration_20261123_034541_leads_pipeline.up,
    down: migration_20261123_034541_leads_pipeline.down,
    name: '20261123_034541_leads_pipeline',
  },
  {
    up: migration_20261123_035113_calculator_blocks.up,
    down: migration_20261123_035113_calculator_blocks.down,
    name: '20261123_035113_calculator_blocks',
  },
  {
    up: migration_20261123_060253_compare_enabled.up,
    down: migration_20261123_060253_compare_enabled.down,
    name: '20261123_060253_compare_enabled',
  },
  {
    up: migration_20261124_134413_hardening.up,
    down: migration_20261124_134413_hardening.down,
    name: '20261124_134413_hardening',
  },
  {
    up: migration_20261124_182432_shopper_accounts.up,
    down: migration_20261124_182432_shopper_accounts.down,
    name: '20261124_182432_shopper_accounts',
  },
  {
    up: migration_20261124_200146_reservations.up,
    down: migration_20261124_200146_reservations.down,
    name: '20261124_200146_reservations',
  },
  {
    up: migration_20261124_210341_checkout.up,
    down: migration_20261124_210341_checkout.down,
    name: '20261124_210341_checkout',
  },
  {
    up: migration_20261124_214846_online_payments.up,
    down: migration_20261124_214846_online_payments.down,
    name: '20261124_214846_online_payments',
  },
  {
    up: migration_20261124_231642_trade_in.up,
    down: migration_20261124_231642_trade_in.down,
    name: '20261124_231642_trade_in',
  },
  {
    up: migration_20261125_005529_render_cache.up,
    down: migration_20261125_005529_render_cache.down,
    name: '20261125_005529_render_cache',
  },
  {
    up: migration_20261125_031915_finance_applications.up,
    down: migration_20261125_031915_finance_applications.down,
    name: '20261125_031915_finance_applications',
  },
  {
    up: migration_20261125_062110_issue22_models_offers_menus_blocks.up,
    down: migration_20261125_062110_issue22_models_offers_menus_blocks.down,
    name: '20261125_062110_issue22_models_offers_menus_blocks',
  },
  {
    up: migration_20261125_071305_spin_to_win_stock_grid.up,
    down: migration_20261125_071305_spin_to_win_stock_grid.down,
    name: '20261125_071305_spin_to_win_stock_grid',
  },
  {
    up: migration_20261126_234959_publishing.up,
    down: migration_20261126_234959_publishing.down,
    name: '20261126_234959_publishing',
  },
  {
    up: migration_20261127_000147_page_blocks.up,
    down: migration_20261127_000147_page_blocks.down,
    name: '20261127_000147_page_blocks',
  },
  {
    up: migration_20261127_005800_stock_car_vin.up,
    down: migration_20261127_005800_stock_car_vin.down,
    name: '20261127_005800_stock_car_vin',
  },
  {
    up: migration_20261127_190000_platform_leases.up,
    down: migration_20261127_190000_platform_leases.down,
    name: '20261127_190000_platform_leases',
  },
  {
    up: migration_20261128_090000_spin_prize_row_ids.up,
    down: migration_20261128_090000_spin_prize_row_ids.down,
    name: '20261128_090000_spin_prize_row_ids',
  },
  {
    up: migration_20261128_100000_buy_online_purchase.up,
    down: migration_20261128_100000_buy_online_purchase.down,
    name: '20261128_100000_buy_online_purchase',
  },
  {
    up: migration_20261128_120000_site_search_settings.up,
    down: migration_20261128_120000_site_search_settings.down,
    name: '20261128_120000_site_search_settings',
  },
  {
    up: migration_20261128_130000_insights.up,
    down: migration_20261128_130000_insights.down,
    name: '20261128_130000_insights',
  },
]
