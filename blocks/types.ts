import type { ResolvedSite } from '@/data/sites'

/** Every block component receives its stored block and the site it renders for. */
export type BlockProps<B> = { block: B; site: ResolvedSite }
