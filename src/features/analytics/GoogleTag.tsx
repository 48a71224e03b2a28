import { MEASUREMENT_ID_ATTRIBUTE } from '@/features/analytics/track'

/**
 * The Google tag, only for a site with a GA4 measurement id (sites without one load no third-party
 * script). Plain async scripts from the server: no client component, so pages carry no extra
 * JavaScript for it. The analytics module finds the id in the page and sends events to the tag.
 * Both carry the page's Content-Security-Policy nonce (src/proxy.ts), or the browser would not run them.
 */
export function GoogleTag({ measurementId, nonce }: { measurementId: string | null; nonce?: string }) {
  if (!measurementId) return null
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script nonce={nonce} {...{ [MEASUREMENT_ID_ATTRIBUTE]: measurementId }} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  )
}
