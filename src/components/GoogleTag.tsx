import { MEASUREMENT_ID_ATTRIBUTE } from '@/analytics/track'

/**
 * The Google tag, only for a site with a GA4 measurement id (sites without one load no third-party
 * script). Plain async scripts from the server: no client component, so pages carry no extra
 * JavaScript for it. The analytics module finds the id in the page and sends events to the tag.
 */
export function GoogleTag({ measurementId }: { measurementId: string | null }) {
  if (!measurementId) return null
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script {...{ [MEASUREMENT_ID_ATTRIBUTE]: measurementId }} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  )
}
