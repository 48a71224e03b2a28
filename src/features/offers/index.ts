export { loadSpecialOffers, siteHasLiveOffers, type OfferCard, type SpecialOffers } from './special-offers'
