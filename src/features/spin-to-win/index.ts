/**
 * Spin to win (issue 22): a prize wheel per campaign, one spin per signed-in shopper, drawn on the
 * server with the campaign's odds, each prize a lead with the shopper's prize email. Server code
 * only; the wheel and its page are in ./ui.
 */
export { findLiveSpinCampaign, findShopperSpin, type LiveSpinCampaign, type StoredSpin } from './campaigns'
export { spinAnswer, type SpinAnswer } from './spin-answer'
export { spinToWinResponse, SPIN_MESSAGES } from './spin-endpoint'
export { loadSpinToWin, type SpinPlace, type SpinToWinView } from './spin-page'
export { spinTheWheel, type SpinOutcome, type SpinRequest } from './spin-store'
