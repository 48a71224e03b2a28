/**
 * Publishing (issue 23): what an editor's work needs around Save: scheduled publish and unpublish run
 * by every app server without double work, the site's redirects from old addresses (checked when
 * saved; the proxy answers them: src/platform/site-redirects.ts), the live preview on the site's own
 * host, and the admin's choosers over the site's stock. Server code; the preview
 * page is in ./ui, the admin field components in ./admin.
 */
export { redirectChangedPageAddress, validateRedirect } from './redirects'
export { pagePath } from '@/domain/redirects'
export { runDueJobs, startScheduledPublishingSweep } from './scheduled-publishing'
export { siteOriginForEditor } from './site-address'
export { livePreviewUrl, loadLivePreview } from './live-preview'
export { stockFacetsResponse, stockPickerResponse } from './admin-stock'
