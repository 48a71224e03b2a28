import type { Media } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

/** The uploaded logo, or the site name set in the template's display font. */
export function SiteLogo({ site }: { site: ResolvedSite }) {
  const logo = site.logo && typeof site.logo === 'object' ? (site.logo as Media) : null
  if (logo?.url) {
    // eslint-disable-next-line @next/next/no-img-element -- small logo, sized by CSS, no layout shift
    return <img src={logo.url} alt={site.name} width={logo.width ?? 180} height={logo.height ?? 48} className="site-logo" />
  }
  return (
    <span className="site-logo site-logo--text">
      <span className="site-logo__name">{site.name}</span>
      {site.tagline ? <span className="site-logo__tagline">{site.tagline}</span> : null}
    </span>
  )
}
