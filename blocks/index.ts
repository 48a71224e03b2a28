import type { Block } from 'payload'

import { BlogCardsBlock } from './BlogCards/config'
import { BrandDirectoryBlock } from './BrandDirectory/config'
import { DeliveryCalculatorBlock } from './DeliveryCalculator/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { FuelCostCalculatorBlock } from './FuelCostCalculator/config'
import { FacetTilesBlock } from './FacetTiles/config'
import { HeroBlock } from './Hero/config'
import { LeadFormBlock } from './LeadForm/config'
import { LocationListBlock } from './LocationList/config'
import { ModelRangeBlock } from './ModelRange/config'
import { OffersBlock } from './Offers/config'
import { PromoStripBlock } from './PromoStrip/config'
import { ReviewsStripBlock } from './ReviewsStrip/config'
import { RichTextBlock } from './RichText/config'
import { SearchBoxBlock } from './SearchBox/config'
import { SalesCounterBlock } from './SalesCounter/config'
import { SpinToWinBlock } from './SpinToWin/config'
import { StockGridBlock } from './StockGrid/config'
import { TabbedFramesBlock } from './TabbedFrames/config'
import { ThreeFeatureBannerBlock } from './ThreeFeatureBanner/config'
import { VehicleSpotlightBlock } from './VehicleSpotlight/config'

/** The one list of page blocks; RenderBlocks.tsx must have a component for each (the compiler checks). */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  ThreeFeatureBannerBlock,
  PromoStripBlock,
  FacetTilesBlock,
  LocationListBlock,
  BrandDirectoryBlock,
  LeadFormBlock,
  FinanceCalculatorBlock,
  FuelCostCalculatorBlock,
  DeliveryCalculatorBlock,
  SalesCounterBlock,
  ReviewsStripBlock,
  BlogCardsBlock,
  TabbedFramesBlock,
  SpinToWinBlock,
  StockGridBlock,
  ModelRangeBlock,
  OffersBlock,
  SearchBoxBlock,
  VehicleSpotlightBlock,
]
