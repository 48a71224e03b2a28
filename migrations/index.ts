import * as migration_20261122_094434_initial from './20261122_094434_initial';
import * as migration_20261122_094500_rate_limits from './20261122_094500_rate_limits';
import * as migration_20261122_103904_leads_site from './20261122_103904_leads_site';

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
    name: '20261122_103904_leads_site'
  },
];
