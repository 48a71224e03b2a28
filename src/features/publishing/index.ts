/**
 * Publishing (issue 23): what an editor's work needs after Save: scheduled publish and unpublish run
 * by every app server without double work, and the site's redirects from old addresses. Server code.
 */
export { redirectChangedPageAddress, validateRedirect, pagePath, type StoredRedirect } from './redirects'
export { runDueJobs, startScheduledPublishingSweep } from './scheduled-publishing'
export { siteOriginForEditor } from './site-address'
export { findSiteRedirect } from './site-redirect'
export { livePreviewUrl, loadLivePreview, type LivePreview } from './live-preview'
export { stockFacetsResponse, stockPickerResponse, type PickerCar, type StockChoices } from './admin-stock'
