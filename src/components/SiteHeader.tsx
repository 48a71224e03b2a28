import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ResolvedSite } from '@/platform/sites'
import { formatPhone, phoneHref } from '@/domain'
import { dropdownLinks, type SiteMenuItem } from '@/domain/site-menus'

import { FAVOURITES_TEXTS } from '@/domain/favourites-texts'
import { garagePathOf } from '@/domain/sign-in'
import { HeaderNav } from './HeaderNav.client'
import { SiteLogo } from './SiteLogo'

type Props = {
  site: ResolvedSite
  items: readonly SiteMenuItem[]
  /** The stock search box, composed by the layout (the search capability owns it). */
  search?: ReactNode
}

/** Header from the site's header menu; the template decides logo placement through CSS. */
export function SiteHeader({ site, items, search }: Props) {
  const { headerPhoneVisible, dropdownsOpenOnHover, favouritesEnabled } = site.featureSettings
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={`${site.name} home`}>
          <SiteLogo site={site} />
        </Link>
        <HeaderNav
          openOnHover={dropdownsOpenOnHover}
          items={items.map(({ label, href, highlight, children }) => ({
            label,
            href,
            ...(highlight ? { highlight: true as const } : {}),
            ...(children.length ? { children: dropdownLinks({ label, href, children }) } : {}),
          }))}
        />
        {headerPhoneVisible && site.phone ? (
          <a className="site-header__phone" href={phoneHref(site.phone)}>
            <span className="visually-hidden">Call us on </span>
            {formatPhone(site.phone)}
          </a>
        ) : null}
        {/* A site with shopper accounts keeps saved cars in the garage (signed out, it leads to sign-in). */}
        {site.garageEnabled ? (
          <Link className="site-header__favourites" href={garagePathOf(site)} prefetch={false}>
            My garage
          </Link>
        ) : favouritesEnabled ? (
          <Link className="site-header__favourites" href="/favourites">
            {FAVOURITES_TEXTS.headerLink}
          </Link>
        ) : null}
        {/* Last, where phones show it (its own row): a first paint made while the header is still
            arriving then has nothing after it to push it down when the rest comes (a layout shift). */}
        {search}
      </div>
    </header>
  )
}
