import { insightBlockLabel, insightBlockSubject } from '@/domain/insights-rules'
import type { Page } from '@/payload-types'

import { BlogCardsBlock } from './BlogCards/Component'
import { BrandDirectoryBlock } from './BrandDirectory/Component'
import { DeliveryCalculatorBlock } from './DeliveryCalculator/Component'
import { FinanceCalculatorBlock } from './FinanceCalculator/Component'
import { FuelCostCalculatorBlock } from './FuelCostCalculator/Component'
import { FacetTilesBlock } from './FacetTiles/Component'
import { HeroBlock } from './Hero/Component'
import { LeadFormBlock } from './LeadForm/Component'
import { LocationListBlock } from './LocationList/Component'
import { ModelRangeBlock } from './ModelRange/Component'
import { OffersBlock } from './Offers/Component'
import { PromoStripBlock } from './PromoStrip/Component'
import { ReviewsStripBlock } from './ReviewsStrip/Component'
import { RichTextBlock } from './RichText/Component'
import { SearchBoxBlock } from './SearchBox/Component'
import { SalesCounterBlock } from './SalesCounter/Component'
import { SpinToWinBlock } from './SpinToWin/Component'
import { StockGridBlock } from './StockGrid/Component'
import { TabbedFramesBlock } from './TabbedFrames/Component'
import { ThreeFeatureBannerBlock } from './ThreeFeatureBanner/Component'
import { VehicleSpotlightBlock } from './VehicleSpotlight/Component'
import type { BlockProps, BlockSearchParams } from './types'

type PageBlock = Page['layout'][number]
type BlockOf<K extends PageBlock['blockType']> = Extract<PageBlock, { blockType: K }>

/** The one block slug → component map; a block without a component here does not compile. */
const blockComponents: { [K in PageBlock['blockType']]: (props: BlockProps<BlockOf<K>>) => React.ReactNode | Promise<React.ReactNode> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  threeFeatureBanner: ThreeFeatureBannerBlock,
  promoStrip: PromoStripBlock,
  facetTiles: FacetTilesBlock,
  locationList: LocationListBlock,
  brandDirectory: BrandDirectoryBlock,
  leadForm: LeadFormBlock,
  financeCalculator: FinanceCalculatorBlock,
  fuelCostCalculator: FuelCostCalculatorBlock,
  deliveryCalculator: DeliveryCalculatorBlock,
  salesCounter: SalesCounterBlock,
  reviewsStrip: ReviewsStripBlock,
  blogCards: BlogCardsBlock,
  tabbedFrames: TabbedFramesBlock,
  spinToWin: SpinToWinBlock,
  stockGrid: StockGridBlock,
  modelRange: ModelRangeBlock,
  offers: OffersBlock,
  searchBox: SearchBoxBlock,
  vehicleSpotlight: VehicleSpotlightBlock,
}

/** Each block is wrapped in an element the insights beacon watches (issue 44): its impressions and the clicks inside it. */
export function RenderBlocks({ blocks, site, searchParams }: { blocks: PageBlock[]; site: BlockProps<unknown>['site']; searchParams?: BlockSearchParams }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType] as (props: BlockProps<PageBlock>) => React.ReactNode
        return (
          <div key={block.id ?? `${block.blockType}-${index}`} data-insight={insightBlockSubject(block, index)} data-insight-label={insightBlockLabel(block)}>
            <Component block={block} site={site} searchParams={searchParams} />
          </div>
        )
      })}
    </>
  )
}
