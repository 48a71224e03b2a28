/** Spin to win's components (issue 22): the campaign section (wheel, odds, terms) for /spin-to-win and the page block. */
export { SpinToWinSection } from './SpinToWinSection'
