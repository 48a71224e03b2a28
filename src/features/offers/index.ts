export { loadLiveOfferCards, loadSpecialOffers, offerCard, siteHasLiveOffers, type OfferCard, type SpecialOffers } from './special-offers'
