/** core-js ships no types; this module only installs Iterator.prototype's helpers (map, filter, …), which Lighthouse 13 calls. */
declare module 'core-js/proposals/iterator-helpers-stage-3-2.js'
